import { useLingui } from '@lingui/react/macro';
import type { ReleaseOverview, ReleaseTarget, ReleaseVersionInfo } from '@portal/shared-contracts/settings';
import {
  Alert,
  Button,
  Empty,
  Flex,
  LoadError,
  LoadingPanel,
  SectionTitle,
  Table,
  Typography,
} from '@portal/shared-ui/components';
import type { CSSProperties, ReactNode } from 'react';
import { ReleaseHistory } from './release-history';
import { TARGET_DESCRIPTIONS } from './release-labels';
import { useReleaseVersionColumns } from './release-version-columns';
import { useReleaseActions } from './use-release-actions';
import { useReleaseOverview } from './use-release-overview';

const sectionStyle: CSSProperties = {
  border: '1px solid #f0f0f0',
  borderRadius: 8,
  padding: 16,
  marginBottom: 24,
};

/** One line of the summary: what, its value, and the action that changes it. */
function SummaryLine({ term, children, action }: { term: string; children: ReactNode; action?: ReactNode }) {
  return (
    <>
      <dt style={{ fontWeight: 600 }}>{term}</dt>
      <dd style={{ margin: 0 }}>
        <Flex wrap gap={12} align="center">
          <span>{children}</span>
          {action}
        </Flex>
      </dd>
    </>
  );
}

type Actions = ReturnType<typeof useReleaseActions>;

/** What runs now: live, previous (with the rollback), staged (with its end) and this session's preview. */
function ReleaseSummary({ overview, actions }: { overview: ReleaseOverview; actions: Actions }) {
  const { t } = useLingui();
  const target = overview.name;
  const canary = overview.canary;
  const canaryVersion = canary?.version ?? '';
  const canaryPercent = canary?.percent ?? 0;
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        gap: '8px 24px',
        alignItems: 'center',
        margin: '0 0 16px',
      }}
    >
      <SummaryLine term={t`Živá verze`}>{overview.live ?? t`Zatím žádná`}</SummaryLine>
      <SummaryLine
        term={t`Předchozí verze`}
        action={
          overview.previous &&
          overview.live && (
            <Button size="small" onClick={actions.rollback} aria-label={t`Vrátit zpět ${target}`}>
              {t`Vrátit zpět`}
            </Button>
          )
        }
      >
        {overview.previous ?? t`Žádná`}
      </SummaryLine>
      <SummaryLine
        term={t`Postupné nasazení`}
        action={
          canary && (
            <Button
              size="small"
              onClick={actions.endStage}
              aria-label={t`Ukončit postupné nasazení ${target}`}
            >
              {t`Ukončit postupné nasazení`}
            </Button>
          )
        }
      >
        {canary ? t`${canaryVersion} pro ${canaryPercent} % uživatelů` : t`Neprobíhá`}
      </SummaryLine>
      <SummaryLine term={t`Můj náhled`}>{overview.preview ?? t`Žádný`}</SummaryLine>
    </dl>
  );
}

/** The kept versions of a target, newest first, with their states, needs and actions. */
function ReleaseVersions({ overview, actions }: { overview: ReleaseOverview; actions: Actions }) {
  const { t } = useLingui();
  const target = overview.name;
  const titleId = `release-${target}-versions`;
  const columns = useReleaseVersionColumns(overview, {
    onPromote: actions.promote,
    onPreview: actions.preview,
  });
  return (
    // Named with its target ("Uchované verze mf-users"): every target has one, and landmarks' names differ.
    <section aria-labelledby={`${titleId} release-${target}-title`} style={{ marginBottom: 16 }}>
      <SectionTitle level={3} size={4} id={titleId}>
        {t`Uchované verze`}
      </SectionTitle>
      <Table<ReleaseVersionInfo>
        rowKey="version"
        aria-label={t`Uchované verze ${target}`}
        size="small"
        columns={columns}
        dataSource={overview.versions}
        pagination={false}
        scroll={{ x: 1100 }}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`Zatím nebyla nahrána žádná verze.`} />
          ),
        }}
      />
    </section>
  );
}

/**
 * One release target (the shell or a remote): what runs now and the actions on it, the kept versions
 * and the history. It reads its overview on its own, so a target that fails to load leaves the others.
 */
export function ReleaseTargetSection({ target }: { target: ReleaseTarget }) {
  const { t, i18n } = useLingui();
  const overview = useReleaseOverview(target);
  const actions = useReleaseActions(overview.data, target);
  const titleId = `release-${target}-title`;
  return (
    <section aria-labelledby={titleId} style={sectionStyle}>
      <SectionTitle level={2} size={3} id={titleId} style={{ marginTop: 0 }}>
        {target}
      </SectionTitle>
      <Typography.Paragraph type="secondary">{i18n._(TARGET_DESCRIPTIONS[target])}</Typography.Paragraph>
      {actions.refusal && (
        <Alert
          type="error"
          showIcon
          title={actions.refusal}
          closable={{ 'aria-label': t`Zavřít`, onClose: actions.clearRefusal }}
          style={{ marginBottom: 16 }}
        />
      )}
      {/* A failed reload keeps what was read before, under the message and its retry. */}
      {overview.error && (
        <div style={{ marginBottom: 16 }}>
          <LoadError
            title={t`Vydání části ${target} se nepodařilo načíst.`}
            error={overview.error}
            onRetry={() => void overview.mutate()}
          />
        </div>
      )}
      {overview.data ? (
        <>
          <ReleaseSummary overview={overview.data} actions={actions} />
          <ReleaseVersions overview={overview.data} actions={actions} />
          <ReleaseHistory target={target} history={overview.data.history} />
        </>
      ) : (
        !overview.error && <LoadingPanel compact />
      )}
      {actions.holder}
    </section>
  );
}
