import { useLingui } from '@lingui/react/macro';
import type { CampaignFilterData, UserInfo } from '@portal/shared-contracts';
import { Checkbox, Flex } from '@portal/shared-ui/components';
import { DateRangeFilter, MultiSelectFilter, SearchFilter } from '../common/filter-fields';
import { hasMyCampaigns, seesCompanies } from '../common/list-roles';
import { CAMPAIGN_STATE_LABELS } from './campaign-state-tag';

/** The campaign list's filters, and its view option, as the list state keeps them (address, storage). */
export interface CampaignListFilters {
  search: string;
  states: number[];
  companies: number[];
  contacts: number[];
  salesPersons: number[];
  startDate: string | null;
  endDate: string | null;
  myCampaigns: boolean;
  /** The performance columns are shown (a view option, kept with the filters; not sent). */
  showPerformance: boolean;
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
  showPerformance: false,
};

interface Props {
  user: UserInfo;
  value: CampaignListFilters;
  options: CampaignFilterData | undefined;
  onChange: (filters: CampaignListFilters) => void;
}

/** The campaign list's filter panel (spec 000 §2 "Campaign list", 001 §5). */
export function CampaignFilters({ user, value, options, onChange }: Props) {
  const { t, i18n } = useLingui();
  const set = (change: Partial<CampaignListFilters>) => onChange({ ...value, ...change });
  // The contacts of the chosen companies only (all when none is chosen).
  const contacts = (options?.companyContacts ?? []).filter(
    (contact) => value.companies.length === 0 || value.companies.includes(contact.companyId),
  );

  return (
    <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }} role="search">
      <SearchFilter
        value={value.search}
        onChange={(search) => set({ search })}
        placeholder={seesCompanies(user) ? t`Hledat kampaň nebo společnost` : t`Hledat podle názvu`}
      />
      <MultiSelectFilter
        label={t`Stav`}
        value={value.states}
        onChange={(states) => set({ states })}
        options={(options?.states ?? []).map((state) => ({
          value: state.id,
          label: i18n._(CAMPAIGN_STATE_LABELS[state.identifier]),
        }))}
      />
      {seesCompanies(user) && (
        <MultiSelectFilter
          label={t`Společnost`}
          value={value.companies}
          onChange={(companies) => set({ companies })}
          options={(options?.companies ?? []).map((company) => ({ value: company.id, label: company.name }))}
        />
      )}
      <MultiSelectFilter
        label={t`Kontakt`}
        value={value.contacts}
        onChange={(contactIds) => set({ contacts: contactIds })}
        options={contacts.map((contact) => ({ value: contact.id, label: contact.name }))}
      />
      {seesCompanies(user) && (
        <MultiSelectFilter
          label={t`Obchodník`}
          value={value.salesPersons}
          onChange={(salesPersons) => set({ salesPersons })}
          options={(options?.salesPersons ?? []).map((person) => ({ value: person.id, label: person.name }))}
        />
      )}
      <DateRangeFilter startDate={value.startDate} endDate={value.endDate} onChange={set} />
      {hasMyCampaigns(user) && (
        <Checkbox
          checked={value.myCampaigns}
          onChange={(event) => set({ myCampaigns: event.target.checked })}
        >
          {t`Jen moje kampaně`}
        </Checkbox>
      )}
    </Flex>
  );
}
