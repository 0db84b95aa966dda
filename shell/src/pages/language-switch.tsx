import { useLingui } from '@lingui/react/macro';
import { getAvailableUiLocales, type UiLocale } from '@portal/shared-contracts/core';
import { useLocale } from '@portal/shared-ui';
import useSWR from 'swr';
import { activateLocale, markLocaleChosen } from '../i18n/locale';

/** Language choice before sign-in; the list comes from the server. */
export function LanguageSwitch() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useSWR('available-ui-locales', getAvailableUiLocales);
  return (
    <select
      aria-label={t`Jazyk`}
      value={locale}
      onChange={(event) => {
        markLocaleChosen();
        void activateLocale(event.target.value as UiLocale);
      }}
      style={{
        padding: '4px 8px',
        border: '1px solid #d9d9d9',
        borderRadius: 6,
        background: '#fff',
        fontSize: 13,
      }}
    >
      {(data ?? [{ label: 'Čeština', value: locale }]).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
