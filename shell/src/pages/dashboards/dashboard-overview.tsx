import { useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '@portal/shared-ui';
import { Alert, Button, Empty, Flex, Spin } from '@portal/shared-ui/components';
import type { DashboardData } from '@portal/shared-contracts/dashboards';
import { dashboardErrorText, periodProblemText } from './dashboard-errors';
import { choosesCompany } from './dashboard-request';
import { DashboardToolbar } from './dashboard-toolbar';
import { DeliveryChart } from './delivery-chart';
import { KpiCards } from './kpi-cards';
import { PacingList } from './pacing-list';
import { RedirectTo } from './redirect-to';
import { SpendChart } from './spend-chart';
import { TopProducts } from './top-products';
import { hasDelivery, isDashboardsDisabled, useDashboardData } from './use-dashboard-data';
import { useDashboardFilters } from './use-dashboard-filters';

/**
 * The built-in charts ("Campaign performance"): period and company, the period's totals, daily
 * impressions and clicks, daily spend, the running items' pacing and the top products; with a
 * loading, an empty and an error state.
 */
export function DashboardOverview() {
  const { t, i18n } = useLingui();
  const user = useCurrentUser()!;
  const withCompany = choosesCompany(user);
  const filters = useDashboardFilters(withCompany);
  const { data, error, isLoading, isValidating, mutate, problem } = useDashboardData(filters.query);

  if (isDashboardsDisabled(error)) return <RedirectTo path="/campaigns" />;

  const body = () => {
    if (problem) return <Alert type="warning" showIcon title={periodProblemText(i18n, problem)} />;
    // Also over the figures of the period before (kept while the next loads): they are not this one's.
    if (error)
      return (
        <Alert
          type="error"
          showIcon
          title={t`Přehled se nepodařilo načíst.`}
          description={dashboardErrorText(i18n, error)}
          action={
            <Button size="small" onClick={() => void mutate()}>
              {t`Zkusit znovu`}
            </Button>
          }
        />
      );
    if (!data)
      return (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin size="large" description={t`Načítání…`}>
            <div style={{ width: 120, height: 60 }} />
          </Spin>
        </Flex>
      );
    return (
      // The figures before stay while the next period loads, dimmed under a spinner.
      <Spin spinning={isValidating && !isLoading} description={t`Načítání…`}>
        <Figures data={data} showCompany={withCompany} />
      </Spin>
    );
  };

  return (
    <div aria-busy={isValidating}>
      <DashboardToolbar filters={filters} withCompany={withCompany} exportDisabled={problem !== null} />
      {body()}
    </div>
  );
}

function Figures({ data, showCompany }: { data: DashboardData; showCompany: boolean }) {
  const { t } = useLingui();
  const pacing = (
    <PacingList pacing={data.pacing} runningItems={data.runningItems} showCompany={showCompany} />
  );
  if (!hasDelivery(data))
    return (
      <Flex vertical gap={16}>
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t`V tomto období nemáte žádná doručená data.`}
          style={{ padding: 24 }}
        />
        {/* Items may run without delivering anything yet: exactly what pacing is for. */}
        {data.runningItems > 0 && pacing}
      </Flex>
    );
  return (
    <>
      <KpiCards totals={data.totals} />
      <div
        style={{
          display: 'grid',
          gap: 16,
          // Two per row where both get 420 px, else one: a column is never narrower than half the
          // row, so no third (empty) column is made beside the two half-width figures.
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, max(420px, calc(50% - 8px))), 1fr))',
        }}
      >
        <DeliveryChart days={data.days} />
        <SpendChart days={data.days} />
        <TopProducts products={data.topProducts} />
        {pacing}
      </div>
    </>
  );
}
