import type { CreativeState } from '@portal/shared-contracts/campaign-items';
import {
  LANDING_PAGE_SORT_FIELDS,
  type LandingPageFilterRequest,
  type LandingPageSortField,
} from '@portal/shared-contracts/landing-pages';
import type { ListSort } from '@portal/shared-ui';
import { CREATIVE_STATE_LABELS } from '../common/creative-state-tag';

/** The list's filters as the list state keeps them (address and local storage, per route). */
export interface LandingPageListFilters {
  search: string;
  states: CreativeState[];
  companies: number[];
  targets: number[];
  /** Only active (true) or only inactive (false) pages; null: both. */
  active: boolean | null;
}

export const EMPTY_FILTERS: LandingPageListFilters = {
  search: '',
  states: [],
  companies: [],
  targets: [],
  active: null,
};

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const isState = (value: unknown): value is CreativeState =>
  typeof value === 'string' && Object.hasOwn(CREATIVE_STATE_LABELS, value);
const isSortField = (value: string): value is LandingPageSortField =>
  (LANDING_PAGE_SORT_FIELDS as readonly string[]).includes(value);

/**
 * The filters of the address, as they can be trusted: a hand-edited or old link may hold anything,
 * and a filter the server refuses would leave the list empty with a validation error.
 */
export function cleanFilters(filters: LandingPageListFilters): LandingPageListFilters {
  const list = <T>(value: unknown, keep: (item: unknown) => item is T): T[] =>
    Array.isArray(value) ? value.filter(keep) : [];
  return {
    search: typeof filters.search === 'string' ? filters.search : '',
    states: list(filters.states, isState),
    companies: list(filters.companies, isId),
    targets: list(filters.targets, isId),
    active: typeof filters.active === 'boolean' ? filters.active : null,
  };
}

/** Any filter is set: an empty answer then means "none match", not "none yet". */
export const hasFilters = (filters: LandingPageListFilters): boolean =>
  filters.search.trim() !== '' ||
  filters.states.length > 0 ||
  filters.companies.length > 0 ||
  filters.targets.length > 0 ||
  filters.active !== null;

/** The body of POST /landing-pages/filter for the list's state (empty filters do not filter). */
export function filterRequestOf(
  filters: LandingPageListFilters,
  offset: number,
  size: number,
  sort: ListSort,
): LandingPageFilterRequest {
  const none = <T>(values: T[]) => (values.length > 0 ? values : null);
  return {
    search: filters.search.trim() || null,
    states: none(filters.states),
    companyIdes: none(filters.companies),
    targetIdes: none(filters.targets),
    active: filters.active,
    firstResult: offset,
    maxResults: size,
    sort: sort && isSortField(sort.field) ? { name: sort.field, direction: sort.direction } : null,
  };
}
