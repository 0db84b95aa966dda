import { useLingui } from '@lingui/react/macro';
import { Select } from '@portal/shared-ui/components';
import useSWR from 'swr';
import { COMPANY_OPTIONS_KEY, loadCompanyOptions } from './dashboard-request';

interface CompanySelectProps {
  value: number | null;
  onChange: (companyId: number | null) => void;
}

/**
 * One company or all of them, for retailer staff and agencies: the companies the caller may see, as
 * the campaign list's filter offers them (GET /campaigns/filterData, the same SWR key, so the list
 * and this page read it once). Searchable by name; cleared means all companies.
 */
export function CompanySelect({ value, onChange }: CompanySelectProps) {
  const { t } = useLingui();
  const { data, isLoading } = useSWR(COMPANY_OPTIONS_KEY, loadCompanyOptions);
  const options = (data?.companies ?? []).map((company) => ({ value: company.id, label: company.name }));
  return (
    <Select<number>
      aria-label={t`Společnost`}
      placeholder={t`Všechny společnosti`}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={isLoading}
      // An id of the address that is not among the options still shows (as its number) until they load.
      value={value ?? undefined}
      options={options}
      onChange={(companyId) => onChange(companyId ?? null)}
      style={{ minWidth: 240 }}
    />
  );
}
