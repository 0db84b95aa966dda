import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { getCreativeChanges, type Creative, type CreativeChanges } from '@portal/shared-contracts/creatives';
import { useErrorText } from '@portal/shared-ui';
import {
  Alert,
  LoadingPanel,
  SectionTitle,
  Table,
  Typography,
  type TableColumnsType,
} from '@portal/shared-ui/components';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { CREATIVE_STATE_LABELS } from '../common/creative-state-tag';
import { formatDay } from '../common/format';
import { FieldValueView } from './creative-content';

interface ChangeRow {
  key: string;
  label: string;
  before: ReactNode;
  after: ReactNode;
}

export interface ReviewChangesProps {
  /** The SWR key of the changes: it names the version, so a save reads them again. */
  swrKey: readonly unknown[];
  load: () => Promise<CreativeChanges>;
  /** The current name, beside the one reviewed last. */
  name: string;
  /** What the panel says when the changes cannot be read, and when nothing was reviewed yet. */
  texts: { loadError: string; neverReviewed: string };
}

/**
 * For retailer staff reviewing something that waits for approval (a creative, a landing page): what
 * changed since its last approval or return, old and new side by side — the name, images, texts.
 */
export function ReviewChanges({ swrKey, load, name, texts }: ReviewChangesProps) {
  const { t } = useLinguiMacro();
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const changes = useSWR(swrKey, load);
  const title = t`Změny od poslední kontroly`;
  if (changes.error)
    return (
      <Alert
        type="error"
        showIcon
        title={texts.loadError}
        description={errorText(changes.error)}
        style={{ marginBottom: 16 }}
      />
    );
  if (!changes.data) return <LoadingPanel compact text={t`Načítání změn…`} width={160} />;
  const { since, nameChanged, fields } = changes.data;
  const rows: ChangeRow[] = [];
  if (since && nameChanged) rows.push({ key: 'name', label: t`Název`, before: since.name, after: name });
  for (const change of fields)
    rows.push({
      key: String(change.field.id),
      label: change.field.displayName,
      before: (
        <FieldValueView
          field={change.field}
          text={change.before?.text ?? null}
          file={change.before?.file ?? null}
          thumbnail
        />
      ),
      after: (
        <FieldValueView
          field={change.field}
          text={change.after?.text ?? null}
          file={change.after?.file ?? null}
          thumbnail
        />
      ),
    });
  const columns: TableColumnsType<ChangeRow> = [
    { key: 'label', title: t`Pole`, dataIndex: 'label', width: '20%' },
    { key: 'before', title: t`Dříve`, dataIndex: 'before', width: '40%' },
    { key: 'after', title: t`Nyní`, dataIndex: 'after', width: '40%' },
  ];
  let intro: string;
  if (!since) intro = texts.neverReviewed;
  else {
    const day = formatDay(since.at);
    const state = i18n._(CREATIVE_STATE_LABELS[since.state]);
    intro = t`Porovnání s verzí ze dne ${day} (${state}).`;
  }
  return (
    <section aria-label={title} style={{ marginBottom: 24 }}>
      <SectionTitle level={2} size={4}>
        {title}
      </SectionTitle>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      {since &&
        (rows.length === 0 ? (
          <Typography.Paragraph>{t`Od poslední kontroly se nic nezměnilo.`}</Typography.Paragraph>
        ) : (
          <Table<ChangeRow> size="small" columns={columns} dataSource={rows} pagination={false} />
        ))}
    </section>
  );
}

/** A creative's changes since its last review (GET /creatives/{id}/changes). */
export function ChangesPanel({ creative }: { creative: Creative }) {
  const { t } = useLinguiMacro();
  return (
    <ReviewChanges
      swrKey={['creative-changes', creative.id, creative.version]}
      load={() => getCreativeChanges(creative.id)}
      name={creative.name}
      texts={{
        loadError: t`Změny kreativy se nepodařilo načíst.`,
        neverReviewed: t`Kreativa zatím nebyla kontrolována, není s čím porovnat.`,
      }}
    />
  );
}
