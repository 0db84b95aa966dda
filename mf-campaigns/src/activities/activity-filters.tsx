import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CampaignItemFilterData, CampaignItemFilterRequest, UserInfo } from '@portal/shared-contracts';
import { Button, Checkbox, Flex } from '@portal/shared-ui/components';
import { useState } from 'react';
import { CAMPAIGN_STATE_LABELS } from '../campaigns/campaign-state-tag';
import { DateRangeFilter, MultiSelectFilter, SearchFilter } from '../common/filter-fields';
import { ITEM_STATE_LABELS } from '../common/item-state-tag';
import { hasMyCampaigns, seesCompanies } from '../common/list-roles';
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
  [
    filters.productCategories.length,
    filters.products.length,
    filters.brands.length,
    filters.rootCategories.length,
    filters.targetProducts.length,
    filters.customUrl ? 1 : 0,
  ].filter((count) => count > 0).length;

interface Props {
  user: UserInfo;
  value: ActivityListFilters;
  options: CampaignItemFilterData | undefined;
  onChange: (filters: ActivityListFilters) => void;
}

/**
 * The activities filter panel: the campaign list's filters (search, states, company and sales person
 * for retailer and agency, period, my campaigns) with the item's state, and under "More filters"
 * the advertising product and category and the promoted product's brand, shop category and SKU.
 */
export function ActivityFilters({ user, value, options, onChange }: Props) {
  const { t, i18n } = useLingui();
  const set = (change: Partial<ActivityListFilters>) => onChange({ ...value, ...change });
  const setMore = moreFiltersSet(value);
  const [moreOpen, setMoreOpen] = useState(setMore > 0);
  // The products of the chosen categories only (all when none is chosen).
  const products = (options?.products ?? []).filter(
    (product) => value.productCategories.length === 0 || value.productCategories.includes(product.categoryId),
  );
  const named = (list: { id: number; name: string }[] | undefined) =>
    (list ?? []).map((option) => ({ value: option.id, label: option.name }));

  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }} role="search">
      <Flex wrap gap={12} align="center">
        <SearchFilter
          value={value.search}
          onChange={(search) => set({ search })}
          placeholder={t`Hledat kampaň, produkt nebo SKU`}
        />
        <MultiSelectFilter
          label={t`Stav aktivity`}
          value={value.itemStates}
          onChange={(itemStates) => set({ itemStates })}
          options={(options?.itemStates ?? []).map((state) => ({
            value: state.id,
            label: i18n._(ITEM_STATE_LABELS[state.identifier]),
          }))}
        />
        <MultiSelectFilter
          label={t`Stav kampaně`}
          value={value.campaignStates}
          onChange={(campaignStates) => set({ campaignStates })}
          options={(options?.campaignStates ?? []).map((state) => ({
            value: state.id,
            label: i18n._(CAMPAIGN_STATE_LABELS[state.identifier]),
          }))}
        />
        {seesCompanies(user) && (
          <>
            <MultiSelectFilter
              label={t`Společnost`}
              value={value.companies}
              onChange={(companies) => set({ companies })}
              options={named(options?.companies)}
            />
            <MultiSelectFilter
              label={t`Obchodník`}
              value={value.salesPersons}
              onChange={(salesPersons) => set({ salesPersons })}
              options={named(options?.salesPersons)}
            />
          </>
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
          <MultiSelectFilter
            label={t`Kategorie produktu`}
            value={value.productCategories}
            onChange={(productCategories) => set({ productCategories })}
            options={named(options?.productCategories)}
          />
          <MultiSelectFilter
            label={t`Produkt`}
            value={value.products}
            onChange={(productIds) => set({ products: productIds })}
            options={named(products)}
          />
          <MultiSelectFilter
            label={t`Značka`}
            value={value.brands}
            onChange={(brands) => set({ brands })}
            options={named(options?.brands)}
          />
          <MultiSelectFilter
            label={t`Kategorie e-shopu`}
            value={value.rootCategories}
            onChange={(rootCategories) => set({ rootCategories })}
            options={named(options?.rootTargetProductCategories)}
          />
          <TargetProductFilter
            value={value.targetProducts}
            onChange={(targetProducts) => set({ targetProducts })}
          />
          <Checkbox checked={value.customUrl} onChange={(event) => set({ customUrl: event.target.checked })}>
            {t`Jen vlastní cílová URL`}
          </Checkbox>
        </Flex>
      )}
    </Flex>
  );
}
