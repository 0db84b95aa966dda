/** The list of categories (spec 000 §2 route table). */
export const CATEGORIES_PATH = '/settings/categories';

/** The list with the card of one category open, or of a new one. */
export const categoryPath = (id: number | 'new') => `${CATEGORIES_PATH}/${id}`;
