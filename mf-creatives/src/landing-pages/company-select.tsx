import { useLingui } from '@lingui/react/macro';
import type { NamedRef } from '@portal/shared-contracts/core';
import { getCompanies } from '@portal/shared-contracts/new-campaign';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue, useErrorText } from '@portal/shared-ui';
import { Select, Spin } from '@portal/shared-ui/components';
import { useState } from 'react';
import useSWR from 'swr';

interface CompanySelectProps {
  id: string;
  value: NamedRef | null;
  onChange: (company: NamedRef | null) => void;
  invalid: boolean;
  describedBy?: string;
  disabled?: boolean;
}

/**
 * The company a landing page is made for (retailer staff and agencies): GET /companies with the
 * typed name, 500 ms after typing stops — every active advertiser for retailer staff, the vendor
 * companies it acts for for an agency (the ordering's call, so the same companies as there).
 */
export function CompanySelect({ id, value, onChange, invalid, describedBy, disabled }: CompanySelectProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const companies = useSWR(['companies', name], () => getCompanies(name), { keepPreviousData: true });
  const options = (companies.data ?? []).map((company) => ({ value: company.id, label: company.name }));
  // The chosen one stays shown with its name even when the current search does not find it.
  if (value && !options.some((option) => option.value === value.id))
    options.unshift({ value: value.id, label: value.name });
  return (
    <>
      <Select<number>
        id={id}
        allowClear
        style={{ width: '100%' }}
        disabled={disabled}
        status={invalid ? 'error' : undefined}
        aria-required
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        placeholder={t`Vyberte společnost`}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        loading={companies.isLoading}
        notFoundContent={companies.isLoading ? <Spin size="small" /> : t`Nenalezeno`}
        options={options}
        value={value?.id}
        onChange={(companyId) => {
          setSearch('');
          const option = options.find((candidate) => candidate.value === companyId);
          onChange(option ? { id: option.value, name: option.label } : null);
        }}
      />
      {companies.error && (
        <div role="alert" style={{ color: '#ff4d4f', marginTop: 4 }}>
          {t`Společnosti se nepodařilo načíst: ${errorText(companies.error)}`}
        </div>
      )}
    </>
  );
}
