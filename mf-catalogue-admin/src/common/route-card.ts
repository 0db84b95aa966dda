import { parseRouteId } from '@portal/shared-ui';

/** Which card an address opens over a list: a new item, an existing one, or one no item has. */
export type RouteCard = { kind: 'new' } | { kind: 'edit'; id: number } | { kind: 'unknown' };

/**
 * The card of an address segment (`:landingPageTypeId`, `:categoryId`): the word new, an item's id,
 * or something that names no item (shown as not found without asking the server). No segment: no
 * card.
 */
export function routeCardOf(segment: string | undefined): RouteCard | null {
  if (segment === undefined) return null;
  if (segment === 'new') return { kind: 'new' };
  const id = parseRouteId(segment);
  return id === null ? { kind: 'unknown' } : { kind: 'edit', id };
}
