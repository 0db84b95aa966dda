/**
 * What the campaign list and the activity list share, and all they may import of it: the count
 * cache with the list version it is exact at, the totals summaries, the word index of names and the
 * newest-rows bound. Each list keeps its own conditions, order and paging beside its service, so
 * neither reads the other's files.
 */
export { amongNewest } from './among-newest';
export { cachedCount, listCountKey, listVersionOf, storeCount } from './list-count-cache';
export { itemListTotalsOf, listTotalsOf } from './list-totals';
export { NAME_SEARCH_WORDS, nameSearch, type NameWords, type NameWordsRow } from './name-search';
