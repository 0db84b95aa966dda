import { useLingui } from '@lingui/react/macro';
import type { CampaignFilterData } from '@portal/shared-contracts/campaigns';
import { Flex, SearchFilter } from '@portal/shared-ui/components';
import { FilterDrawer } from '../common/filter-drawer';
import {
  MultiSelectFilter,
  namedOptions,
  setCount,
  useFilterPanel,
  type FilterPanelProps,
} from '../common/filter-fields';
import { seesCompanies } from '../common/list-roles';
import { useNarrowScreen } from '../common/use-narrow-screen';
import { CAMPAIGN_STATE_LABELS, stateOptions } from '../common/state-tag';
import { EMPTY_FILTERS, type CampaignListFilters } from './campaign-list-request';

/** The campaign list's filters, and its view option, as the list state keeps them (address, storage). */
/** The campaign list's filter panel (spec 000 §2 "Campaign list", 001 §5); a drawer on a narrow screen. */
export function CampaignFilters(panel: FilterPanelProps<CampaignListFilters, CampaignFilterData>) {
  const { user, value, options, onChange, viewOptions } = panel;
  const { t, i18n } = useLingui();
  const { set, shared } = useFilterPanel(panel);
  const narrow = useNarrowScreen();
  // The contacts of the chosen companies only (all when none is chosen).
  const contacts = (options?.companyContacts ?? []).filter(
    (contact) => value.companies.length === 0 || value.companies.includes(contact.companyId),
  );
  const search = {
    value: value.search,
    onChange: (search: string) => set({ search }),
    placeholder: seesCompanies(user) ? t`Hledat kampaň nebo společnost` : t`Hledat podle názvu`,
  };
  const filters = (
    <>
      <MultiSelectFilter
        label={t`Stav`}
        value={value.states}
        onChange={(states) => set({ states })}
        options={stateOptions(i18n, CAMPAIGN_STATE_LABELS, options?.states)}
      />
      {shared.company}
      <MultiSelectFilter
        label={t`Kontakt`}
        value={value.contacts}
        onChange={(contactIds) => set({ contacts: contactIds })}
        options={namedOptions(contacts)}
      />
      {shared.salesPerson}
      {shared.period}
      {shared.myCampaigns}
    </>
  );

  if (narrow)
    return (
      <FilterDrawer
        search={search}
        count={setCount([
          value.states,
          value.companies,
          value.contacts,
          value.salesPersons,
          value.startDate,
          value.endDate,
          value.myCampaigns,
        ])}
        onClear={() =>
          onChange({ ...EMPTY_FILTERS, search: value.search, showPerformance: value.showPerformance })
        }
        viewOptions={viewOptions}
      >
        {filters}
      </FilterDrawer>
    );
  return (
    <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }} role="search">
      <SearchFilter {...search} />
      {filters}
    </Flex>
  );
}
