import { routeCardOf, type RouteCard } from '../common/route-card';

/** The list of types (spec 000 §2 route table). */
export const LANDING_PAGE_TYPES_PATH = '/settings/landing-page-types';

/** The list with the card of one type open, or of a new one. */
export const landingPageTypePath = (id: number | 'new') => `${LANDING_PAGE_TYPES_PATH}/${id}`;

/** Which card the address opens over the list. */
export type TypeCard = RouteCard;

/** The card of `:landingPageTypeId` (the word new, a type's id, or not found); no segment: no card. */
export const typeCardOf = routeCardOf;
