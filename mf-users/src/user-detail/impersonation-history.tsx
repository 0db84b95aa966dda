import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { getImpersonationHistory, type ImpersonationEvent } from '@portal/shared-contracts/users';
import {
  EmptyState,
  LoadError,
  SectionTitle,
  Table,
  type TableColumnsType,
} from '@portal/shared-ui/components';
import { formatDateTime } from '@portal/shared-ui';
import { Link } from '@portal/shared-ui/router';
import useSWR from 'swr';

/** What the audit actions a retailer may take as a buyer mean; others show their code. */
const ACTION_LABELS: Record<string, MessageDescriptor> = {
  'auth.login-as-user': msg`Přihlášení za uživatele`,
  'auth.return-to-retailer': msg`Návrat k vlastnímu účtu`,
  'user.locale-changed': msg`Změna jazyka`,
  'campaign.created': msg`Založení kampaně`,
  'campaign.updated': msg`Úprava kampaně`,
  'campaign.deleted': msg`Smazání kampaně`,
  'campaign.state-changed': msg`Změna stavu kampaně`,
  'campaign-item.added': msg`Přidání aktivity`,
  'campaign-item.updated': msg`Úprava aktivity`,
  'campaign-item.deleted': msg`Smazání aktivity`,
  'campaign-item.state-changed': msg`Změna stavu aktivity`,
  'campaign-item.message': msg`Zpráva k aktivitě`,
  'campaign-item.creative-assigned': msg`Přiřazení kreativy`,
  'campaign-item.creative-zip-uploaded': msg`Nahrání ZIP kreativy`,
  'creative.created': msg`Založení kreativy`,
  'creative.saved': msg`Úprava kreativy`,
  'creative.state-changed': msg`Změna stavu kreativy`,
  'landing-page.created': msg`Založení landing page`,
  'landing-page.saved': msg`Úprava landing page`,
  'landing-page.state-changed': msg`Změna stavu landing page`,
};

/**
 * What retailers did while logged in as the user (docs/users.md), from the audit trail: when, who,
 * and what, with the campaign it concerns.
 */
export function ImpersonationHistory({ userId }: { userId: number }) {
  const { t, i18n } = useLingui();
  const history = useSWR(['users/impersonation-history', userId], () => getImpersonationHistory(userId));
  const columns: TableColumnsType<ImpersonationEvent> = [
    { title: t`Kdy`, key: 'at', render: (_value, row) => formatDateTime(row.at), width: 170 },
    { title: t`Kdo`, key: 'who', render: (_value, row) => row.impersonator?.name ?? '–' },
    {
      title: t`Co`,
      key: 'what',
      render: (_value, row) => {
        const label = ACTION_LABELS[row.action];
        return label ? i18n._(label) : row.action;
      },
    },
    {
      title: t`Kampaň`,
      key: 'campaign',
      render: (_value, row) =>
        row.campaign ? <Link to={`/campaigns/${row.campaign.id}`}>{row.campaign.name}</Link> : '–',
    },
  ];
  return (
    <section aria-labelledby="impersonation-history-title" style={{ marginTop: 32 }}>
      <SectionTitle level={2} size={4} id="impersonation-history-title">
        {t`Přihlášení retailera za uživatele`}
      </SectionTitle>
      {history.error && !history.data ? (
        <LoadError
          title={t`Historii se nepodařilo načíst`}
          error={history.error}
          onRetry={() => void history.mutate()}
        />
      ) : (
        <Table<ImpersonationEvent>
          rowKey="id"
          size="small"
          aria-label={t`Přihlášení retailera za uživatele`}
          columns={columns}
          dataSource={history.data ?? []}
          loading={history.isLoading}
          pagination={false}
          locale={{ emptyText: <EmptyState /> }}
        />
      )}
    </section>
  );
}
