import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type {
  CampaignItemFilterData,
  CampaignItemFilterRequest,
} from '@portal/shared-contracts/campaign-items';
import { Button, Checkbox, Flex, SearchFilter } from '@portal/shared-ui/components';
import { useState } from 'react';
import { FilterDrawer } from '../common/filter-drawer';
import {
  MultiSelectFilter,
  namedOptions,
  setCount,
  useFilterPanel,
  type FilterPanelProps,
} from '../common/filter-fields';
import { CAMPAIGN_STATE_LABELS, ITEM_STATE_LABELS, stateOptions } from '../common/state-tag';
import { useNarrowScreen } from '../common/use-narrow-screen';
import { TargetProductFilter, type ChosenTargetProduct } from './target-product-filter';

/** The activities list's filters as the list state keeps them (address, local storage). */
export interface ActivityListFilters {
  search: string;
  itemStates: number[];
  campaignStates: number[];
  companies: number[];
  salesPersons: number[];
  startDate: string | null;
  endDate: string | null;
  myCampaigns: boolean;
  productCategories: number[];
  products: number[];
  brands: number[];
  rootCategories: number[];
  targetProducts: ChosenTargetProduct[];
  /** Only items leading to a custom URL (no shop product, no landing page). */
  customUrl: boolean;
}

export const EMPTY_ACTIVITY_FILTERS: ActivityListFilters = {
  search: '',
  itemStates: [],
  campaignStates: [],
  companies: [],
  salesPersons: [],
  startDate: null,
  endDate: null,
  myCampaigns: false,
  productCategories: [],
  products: [],
  brands: [],
  rootCategories: [],
  targetProducts: [],
  customUrl: false,
};

/** The filters of POST /campaign-items/filter (without paging and order). */
export function filterRequestOf(
  filters: ActivityListFilters,
): Omit<CampaignItemFilterRequest, 'firstResult' | 'maxResults' | 'order'> {
  return {
    search: filters.search || null,
    campaignItemStateIdes: filters.itemStates,
    campaignStateIdes: filters.campaignStates,
    companyIdes: filters.companies,
    salesPersonIdes: filters.salesPersons,
    startDate: filters.startDate,
    endDate: filters.endDate,
    myCampaigns: filters.myCampaigns || null,
    productCategoryIdes: filters.productCategories,
    productIdes: filters.products,
    brandIdes: filters.brands,
    rootTargetProductCategoryIdes: filters.rootCategories,
    targetProductExternalIdes: filters.targetProducts.map((product) => product.externalIdentifier),
    noCatalogTargetUrl: filters.customUrl || null,
  };
}

/** How many of the filters under "More filters" are set. */
const moreFiltersSet = (filters: ActivityListFilters) =>
  setCount([
    filters.productCategories,
    filters.products,
    filters.brands,
    filters.rootCategories,
    filters.targetProducts,
    filters.customUrl,
  ]);

/**
 * The activities filter panel: the campaign list's filters (search, states, company and sales person
 * for retailer and agency, period, my campaigns) with the item's state, and under "More filters"
 * the advertising product and category and the promoted product's brand, shop category and SKU. A
 * narrow screen has them all in its filter drawer, one under another.
 */
export function ActivityFilters(panel: FilterPanelProps<ActivityListFilters, CampaignItemFilterData>) {
  const { value, options, onChange, viewOptions } = panel;
  const { t, i18n } = useLingui();
  const { set, shared } = useFilterPanel(panel);
  const narrow = useNarrowScreen();
  const setMore = moreFiltersSet(value);
  const [moreOpen, setMoreOpen] = useState(setMore > 0);
  // The products of the chosen categories only (all when none is chosen).
  const products = (options?.products ?? []).filter(
    (product) => value.productCategories.length === 0 || value.productCategories.includes(product.categoryId),
  );
  const search = {
    value: value.search,
    onChange: (search: string) => set({ search }),
    placeholder: t`Hledat kampaň, produkt nebo SKU`,
  };
  const filters = (
    <>
      <MultiSelectFilter
        label={t`Stav aktivity`}
        value={value.itemStates}
        onChange={(itemStates) => set({ itemStates })}
        options={stateOptions(i18n, ITEM_STATE_LABELS, options?.itemStates)}
      />
      <MultiSelectFilter
        label={t`Stav kampaně`}
        value={value.campaignStates}
        onChange={(campaignStates) => set({ campaignStates })}
        options={stateOptions(i18n, CAMPAIGN_STATE_LABELS, options?.campaignStates)}
      />
      {shared.company}
      {shared.salesPerson}
      {shared.period}
      {shared.myCampaigns}
    </>
  );
  const moreFilters = (
    <>
      <MultiSelectFilter
        label={t`Kategorie produktu`}
        value={value.productCategories}
        onChange={(productCategories) => set({ productCategories })}
        options={namedOptions(options?.productCategories)}
      />
      <MultiSelectFilter
        label={t`Produkt`}
        value={value.products}
        onChange={(productIds) => set({ products: productIds })}
        options={namedOptions(products)}
      />
      <MultiSelectFilter
        label={t`Značka`}
        value={value.brands}
        onChange={(brands) => set({ brands })}
        options={namedOptions(options?.brands)}
      />
      <MultiSelectFilter
        label={t`Kategorie e-shopu`}
        value={value.rootCategories}
        onChange={(rootCategories) => set({ rootCategories })}
        options={namedOptions(options?.rootTargetProductCategories)}
      />
      <TargetProductFilter
        value={value.targetProducts}
        onChange={(targetProducts) => set({ targetProducts })}
      />
      <Checkbox checked={value.customUrl} onChange={(event) => set({ customUrl: event.target.checked })}>
        {t`Jen vlastní cílová URL`}
      </Checkbox>
    </>
  );

  if (narrow)
    return (
      <FilterDrawer
        search={search}
        count={
          setCount([
            value.itemStates,
            value.campaignStates,
            value.companies,
            value.salesPersons,
            value.startDate,
            value.endDate,
            value.myCampaigns,
          ]) + setMore
        }
        onClear={() => onChange({ ...EMPTY_ACTIVITY_FILTERS, search: value.search })}
        viewOptions={viewOptions}
      >
        {filters}
        {moreFilters}
      </FilterDrawer>
    );
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }} role="search">
      <Flex wrap gap={12} align="center">
        <SearchFilter {...search} />
        {filters}
        <Button
          type="link"
          aria-expanded={moreOpen}
          aria-controls="activity-more-filters"
          onClick={() => setMoreOpen((open) => !open)}
        >
          {moreOpen
            ? t`Méně filtrů`
            : setMore > 0
              ? plural(setMore, {
                  one: 'Další filtry (# nastaven)',
                  few: 'Další filtry (# nastaveny)',
                  other: 'Další filtry (# nastaveno)',
                })
              : t`Další filtry`}
        </Button>
      </Flex>
      {moreOpen && (
        <Flex wrap gap={12} align="center" id="activity-more-filters">
          {moreFilters}
        </Flex>
      )}
    </Flex>
  );
}
