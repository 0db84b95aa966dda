import { useLingui } from '@lingui/react/macro';
import { getCompanies } from '@portal/shared-contracts/new-campaign';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@portal/shared-ui';
import { Select } from '@portal/shared-ui/components';
import { useState } from 'react';
import useSWR from 'swr';

interface CompanyFilterProps {
  value: { id: number; name: string } | null;
  onChange: (company: { id: number; name: string } | null) => void;
}

/** The queue's company filter: the advertisers found by name on the server as the retailer types. */
export function CompanyFilter({ value, onChange }: CompanyFilterProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const { data, isLoading } = useSWR(['review-queue-companies', name], () => getCompanies(name));
  const options = (data ?? []).map((company) => ({ value: company.id, label: company.name }));
  if (value && !options.some((option) => option.value === value.id))
    options.unshift({ value: value.id, label: value.name || `#${value.id}` });
  return (
    <Select<number>
      aria-label={t`Společnost`}
      placeholder={t`Všechny společnosti`}
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={isLoading}
      style={{ minWidth: 240 }}
      value={value?.id}
      options={options}
      notFoundContent={t`Žádná společnost neodpovídá.`}
      onChange={(id) => {
        const option = options.find((candidate) => candidate.value === id);
        onChange(option ? { id: option.value, name: option.label } : null);
        setSearch('');
      }}
    />
  );
}
