import { useLingui } from '@lingui/react/macro';
import { dashboardExportUrl } from '@portal/shared-contracts/dashboards';
import { useLocale } from '@portal/shared-ui';
import { Button, DownloadOutlined, Flex } from '@portal/shared-ui/components';
import { CompanySelect } from './company-select';
import { PeriodPicker } from './period-picker';
import type { DashboardFilters } from './use-dashboard-filters';

interface DashboardToolbarProps {
  filters: DashboardFilters;
  /** Retailer staff and agencies choose a company; vendors see their own. */
  withCompany: boolean;
  /** The period is one the API refuses: there is nothing to export. */
  exportDisabled: boolean;
}

/**
 * Period, company and the CSV of the daily figures. The export is a plain download link (the browser
 * sends the session cookie and saves the API's file), as the lists' "Export CSV" is.
 */
export function DashboardToolbar({ filters, withCompany, exportDisabled }: DashboardToolbarProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { query } = filters;
  return (
    <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }} role="search">
      <label htmlFor="dashboard-period-from">{t`Období`}</label>
      <PeriodPicker value={query} onChange={filters.setPeriod} />
      {withCompany && <CompanySelect value={query.companyId} onChange={filters.setCompany} />}
      <div style={{ flex: 1 }} />
      <Button
        href={exportDisabled ? undefined : dashboardExportUrl(query, locale)}
        download
        disabled={exportDisabled}
        title={t`Denní zobrazení, prokliky, CTR a útrata období jako soubor CSV`}
        icon={<DownloadOutlined aria-hidden />}
      >
        {t`Exportovat CSV`}
      </Button>
    </Flex>
  );
}
