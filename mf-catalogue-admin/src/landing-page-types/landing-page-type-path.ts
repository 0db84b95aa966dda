import { parseRouteId } from '../common/route-id';

/** The list of types (spec 000 §2 route table). */
export const LANDING_PAGE_TYPES_PATH = '/settings/landing-page-types';

/** The list with the card of one type open, or of a new one. */
export const landingPageTypePath = (id: number | 'new') => `${LANDING_PAGE_TYPES_PATH}/${id}`;

/** Which card the address opens over the list. */
export type TypeCard = { kind: 'new' } | { kind: 'edit'; id: number } | { kind: 'unknown' };

/**
 * The card of `:landingPageTypeId`: the word new, a type's id, or something that names no type
 * (shown as not found without asking the server). No segment: no card.
 */
export function typeCardOf(segment: string | undefined): TypeCard | null {
  if (segment === undefined) return null;
  if (segment === 'new') return { kind: 'new' };
  const id = parseRouteId(segment);
  return id === null ? { kind: 'unknown' } : { kind: 'edit', id };
}
