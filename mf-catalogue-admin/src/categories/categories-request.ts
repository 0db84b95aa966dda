import { getCategories, getCategory } from '@portal/shared-contracts/catalogue';
import type { RouteLocation } from '@portal/shared-ui';
import { preload } from 'swr';
import { routeCardOf } from '../common/route-card';

/** The SWR key of the list; the order hook writes the saved order under it. */
export const CATEGORIES_KEY = 'settings/categories';
export const categoryKey = (id: number) => ['settings/category', id] as const;

/** GET /categories: the screen's useSWR and the route's preload ask alike. */
export const loadCategories = () => getCategories();
/** GET /categories/{id} for its key. */
export const loadCategory = ([, id]: ReturnType<typeof categoryKey>) => getCategory(id);

/**
 * The route's preload: the list, which the screen shows at either address, and the category whose
 * card the address opens. The word new or an id that is none asks nothing for the card (the card
 * shows a new form or not found without asking).
 */
export function preloadCategories(location: RouteLocation): void {
  void preload(CATEGORIES_KEY, loadCategories);
  const card = routeCardOf(location.params.categoryId);
  if (card?.kind === 'edit') void preload(categoryKey(card.id), loadCategory);
}
