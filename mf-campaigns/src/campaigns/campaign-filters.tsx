import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import type { CampaignFilterData, CampaignStateIdentifier, UserInfo } from '@portal/shared-contracts';
import { DATE_FORMAT } from '@portal/shared-ui';
import { Checkbox, DatePicker, Flex, Input, SearchOutlined, Select } from '@portal/shared-ui/components';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../common/use-debounced-value';
import { CAMPAIGN_STATE_LABELS } from './campaign-state-tag';

export interface CampaignListFilters {
  search: string;
  states: number[];
  companies: number[];
  contacts: number[];
  salesPersons: number[];
  startDate: string | null;
  endDate: string | null;
  myCampaigns: boolean;
}

export const EMPTY_FILTERS: CampaignListFilters = {
  search: '',
  states: [],
  companies: [],
  contacts: [],
  salesPersons: [],
  startDate: null,
  endDate: null,
  myCampaigns: false,
};

interface Props {
  user: UserInfo;
  value: CampaignListFilters;
  options: CampaignFilterData | undefined;
  onChange: (filters: CampaignListFilters) => void;
}

const ISO = 'YYYY-MM-DD';

export function CampaignFilters({ user, value, options, onChange }: Props) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const [search, setSearch] = useState(value.search);
  const settledSearch = useDebouncedValue(search, 500);
  const seesCompanies = user.isRetailer || user.isAgency;

  useEffect(() => {
    if (settledSearch !== value.search) onChange({ ...value, search: settledSearch });
    // only the settled text triggers a new filter
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledSearch]);

  const contacts = (options?.companyContacts ?? []).filter(
    (contact) => value.companies.length === 0 || value.companies.includes(contact.companyId),
  );
  const start = value.startDate ? dayjs(value.startDate) : null;
  const end = value.endDate ? dayjs(value.endDate) : null;
  const multi = {
    mode: 'multiple' as const,
    allowClear: true,
    maxTagCount: 'responsive' as const,
    optionFilterProp: 'label',
    style: { minWidth: 200 },
  };

  return (
    <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }} role="search">
      <Input
        aria-label={t`Hledat`}
        placeholder={t`Hledat podle názvu`}
        prefix={<SearchOutlined />}
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ width: 240 }}
      />
      <Select
        {...multi}
        aria-label={t`Stav`}
        placeholder={t`Stav`}
        value={value.states}
        onChange={(states: number[]) => onChange({ ...value, states })}
        options={(options?.states ?? []).map((state) => ({
          value: state.id,
          label: i18n._(CAMPAIGN_STATE_LABELS[state.identifier as CampaignStateIdentifier]),
        }))}
      />
      {seesCompanies && (
        <Select
          {...multi}
          aria-label={t`Společnost`}
          placeholder={t`Společnost`}
          value={value.companies}
          onChange={(companies: number[]) => onChange({ ...value, companies })}
          options={(options?.companies ?? []).map((company) => ({ value: company.id, label: company.name }))}
        />
      )}
      <Select
        {...multi}
        aria-label={t`Kontakt`}
        placeholder={t`Kontakt`}
        value={value.contacts}
        onChange={(contactIds: number[]) => onChange({ ...value, contacts: contactIds })}
        options={contacts.map((contact) => ({ value: contact.id, label: contact.name }))}
      />
      {seesCompanies && (
        <Select
          {...multi}
          aria-label={t`Obchodník`}
          placeholder={t`Obchodník`}
          value={value.salesPersons}
          onChange={(salesPersons: number[]) => onChange({ ...value, salesPersons })}
          options={(options?.salesPersons ?? []).map((person) => ({ value: person.id, label: person.name }))}
        />
      )}
      <DatePicker
        aria-label={t`Od`}
        placeholder={t`Od`}
        format={DATE_FORMAT}
        value={start}
        // Spec: the start picker disables dates on or after the end date.
        disabledDate={(date) => end !== null && !date.isBefore(end, 'day')}
        onChange={(date) => onChange({ ...value, startDate: date ? date.format(ISO) : null })}
      />
      <DatePicker
        aria-label={t`Do`}
        placeholder={t`Do`}
        format={DATE_FORMAT}
        value={end}
        // ... and the end picker dates on or before the start date.
        disabledDate={(date) => start !== null && !date.isAfter(start, 'day')}
        onChange={(date) => onChange({ ...value, endDate: date ? date.format(ISO) : null })}
      />
      <Checkbox
        checked={value.myCampaigns}
        onChange={(event) => onChange({ ...value, myCampaigns: event.target.checked })}
      >
        {t`Jen moje kampaně`}
      </Checkbox>
    </Flex>
  );
}
