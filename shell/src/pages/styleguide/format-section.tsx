import { useLingui } from '@lingui/react/macro';
import {
  DATE_FORMAT,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  useLocale,
} from '@portal/shared-ui';
import { Code, tableCell, importLine, Sample, SHARED_UI, Section } from './sample';

export function FormatSection() {
  const { t } = useLingui();
  const locale = useLocale();
  const examples = [
    {
      call: 'formatMoney(1234567, locale)',
      result: formatMoney(1234567, locale),
      note: t`CZK bez desetinných míst`,
    },
    { call: "formatDate('2026-02-01')", result: formatDate('2026-02-01'), note: t`Datum d.m.Y z data API` },
    {
      call: "formatDateTime('2026-02-01T13:45:00Z')",
      result: formatDateTime('2026-02-01T13:45:00Z'),
      note: t`Datum a čas v časovém pásmu Europe/Prague`,
    },
    {
      call: 'formatNumber(1234.5, locale, 1)',
      result: formatNumber(1234.5, locale, 1),
      note: t`Číslo podle jazyka`,
    },
    { call: 'DATE_FORMAT', result: DATE_FORMAT, note: t`Formát data pro dayjs a DatePicker` },
  ];
  return (
    <Section
      id="formatting"
      title={t`Formátování`}
      description={t`Částky a data se na obrazovce vždy formátují pomocnými funkcemi shared-ui; jazyk vrací useLocale().`}
    >
      <Sample
        title={t`Částky, čísla a data`}
        imports={importLine(
          ['formatMoney', 'formatDate', 'formatDateTime', 'formatNumber', 'DATE_FORMAT', 'useLocale'],
          SHARED_UI,
        )}
      >
        <div style={{ overflowX: 'auto' }}>
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>
                <th scope="col" style={tableCell}>
                  {t`Volání`}
                </th>
                <th scope="col" style={tableCell}>
                  {t`Výsledek`}
                </th>
                <th scope="col" style={tableCell}>
                  {t`Použití`}
                </th>
              </tr>
            </thead>
            <tbody>
              {examples.map(({ call, result, note }) => (
                <tr key={call}>
                  <td style={tableCell}>
                    <Code>{call}</Code>
                  </td>
                  <td style={tableCell} data-testid={`format-${call.split('(')[0]}`}>
                    {result}
                  </td>
                  <td style={tableCell}>{note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Sample>
    </Section>
  );
}
