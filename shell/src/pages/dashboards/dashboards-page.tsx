import { useLingui } from '@lingui/react/macro';
import { Flex, PageTitle, Spin } from '@portal/shared-ui/components';
import { Tabs } from '@portal/shared-ui/form-components';
import { useMenuHighlight } from '../../layout/active-menu';
import { DASHBOARDS_ENTRY } from '../../layout/menu-entries';
import { useDocumentTitle } from '../help/use-document-title';
import { DashboardOverview } from './dashboard-overview';
import { ExternalDashboard } from './external-dashboard';
import { RedirectTo } from './redirect-to';
import { useDashboardsAccess } from './use-dashboards-access';

/**
 * The dashboards page at /dashboards (spec 001: "Dashboards: embedded analytics, height 700px"), only
 * while the settings variable `menu-dashboards` is on; otherwise it redirects to the campaign list.
 * The built-in charts of the portal's own delivery data and, when the deployment configures external
 * analytics, that dashboard in a second tab. Loaded lazily with its chart library (docs/dashboards.md).
 */
export function DashboardsPage() {
  const { t } = useLingui();
  const access = useDashboardsAccess();
  const title = t`Přehledy`;
  useDocumentTitle(title);
  useMenuHighlight(DASHBOARDS_ENTRY.key);

  if (access.state === 'disabled') return <RedirectTo path="/campaigns" />;

  const body = () => {
    if (access.state === 'loading')
      return (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin size="large" description={t`Načítání…`}>
            <div style={{ width: 120, height: 60 }} />
          </Spin>
        </Flex>
      );
    if (!access.external) return <DashboardOverview />;
    return (
      <Tabs
        defaultActiveKey="overview"
        items={[
          { key: 'overview', label: t`Výkon kampaní`, children: <DashboardOverview /> },
          {
            key: 'external',
            label: t`Externí přehled`,
            // Mounted when first opened (the token is fetched then), and kept while the page is shown.
            children: <ExternalDashboard config={access.external} />,
          },
        ]}
      />
    );
  };

  return (
    <section aria-labelledby="dashboards-page-title">
      <PageTitle id="dashboards-page-title" style={{ marginTop: 0 }}>
        {title}
      </PageTitle>
      {body()}
    </section>
  );
}
