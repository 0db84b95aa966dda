import { useLingui } from '@lingui/react/macro';
import type { ReleaseHistoryEntry, ReleaseTarget } from '@portal/shared-contracts/settings';
import { Empty, SectionTitle, Table, type TableColumnsType } from '@portal/shared-ui/components';
import { formatDateTime } from '@portal/shared-ui';
import { HISTORY_ACTIONS } from './release-labels';

const HISTORY_PAGE_SIZE = 10;

/** An entry with its place in the history (entries have no id, and two may look the same). */
type KeyedEntry = ReleaseHistoryEntry & { key: number };

/** A target's last release steps, newest first: when, what, which version, from which, who. */
export function ReleaseHistory({
  target,
  history,
}: {
  target: ReleaseTarget;
  history: ReleaseHistoryEntry[];
}) {
  const { t, i18n } = useLingui();
  const titleId = `release-${target}-history`;
  const columns: TableColumnsType<KeyedEntry> = [
    {
      title: t`Kdy`,
      key: 'at',
      width: 160,
      render: (_value, entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
    },
    {
      title: t`Co`,
      key: 'action',
      render: (_value, entry) => {
        const percent = entry.percent;
        return entry.action === 'staged' && percent !== null
          ? t`Postupné nasazení pro ${percent} % uživatelů`
          : i18n._(HISTORY_ACTIONS[entry.action]);
      },
    },
    { title: t`Verze`, key: 'version', render: (_value, entry) => entry.version ?? '–' },
    { title: t`Z verze`, key: 'fromVersion', render: (_value, entry) => entry.fromVersion ?? '–' },
    { title: t`Kdo`, key: 'actor', render: (_value, entry) => entry.actor },
  ];
  return (
    // Named with its target ("Historie mf-users"): every target has one, and landmarks' names differ.
    <section aria-labelledby={`${titleId} release-${target}-title`}>
      <SectionTitle level={3} size={4} id={titleId}>
        {t`Historie`}
      </SectionTitle>
      <Table<KeyedEntry>
        aria-label={t`Historie vydání ${target}`}
        size="small"
        columns={columns}
        dataSource={history.map((entry, key) => ({ ...entry, key }))}
        pagination={{ pageSize: HISTORY_PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 720 }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`Zatím bez historie.`} />,
        }}
      />
    </section>
  );
}
