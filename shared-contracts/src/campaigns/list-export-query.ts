import * as v from 'valibot';
import { UI_LOCALES } from '../common/locales';
import { IdSchema, IsoDateSchema } from '../common/primitives';
import { SORT_DIRECTIONS, type SortDirection } from './list-filter';

/**
 * The query string of the list exports (GET /campaigns/export.csv, GET /campaign-items/export.csv).
 * The browser downloads an export through a plain link, which carries neither a body nor headers, so
 * the list's filter travels as text: ids as "1,2,3", flags as "true", the order as
 * `order=<column>&direction=ASC|DESC`, and the UI locale as `locale` (the language of the header row
 * and of the separator). Each parameter is checked as the list checks its field (the same id, date
 * and search schemas and limits), and an export's schema ends with the list's check of the range, so
 * an export refuses what its list refuses. Checks come after the text is converted as actions, not
 * as schemas, so the OpenAPI document describes the parameters as they are sent (text).
 */

const EmptyAsAbsent = v.pipe(
  v.literal(''),
  v.transform(() => undefined),
);

/** `order` and `direction`; without `order` the list's default order (newest first). */
export const exportOrderEntries = <const Field extends string>(fields: readonly Field[]) => ({
  order: v.optional(v.union([EmptyAsAbsent, v.picklist(fields)])),
  direction: v.optional(v.union([EmptyAsAbsent, v.picklist(SORT_DIRECTIONS)])),
});

/** The list's order from the two query parameters; a direction alone orders nothing. */
export const listOrderOf = <Field extends string>(
  order: Field | undefined,
  direction: SortDirection | undefined,
): { name: Field; direction: SortDirection } | null =>
  order ? { name: order, direction: direction ?? 'ASC' } : null;

/** "true" or "false"; absent or empty: not set. */
export const FlagQuerySchema = v.optional(
  v.union([
    EmptyAsAbsent,
    v.pipe(
      v.picklist(['true', 'false']),
      v.transform((value) => value === 'true'),
    ),
  ]),
);

/** A date 'YYYY-MM-DD' as the list takes it; absent or empty: none. */
export const DateQuerySchema = v.optional(v.union([EmptyAsAbsent, IsoDateSchema]));

/** As many ids as the list's filters take (FilterIdsSchema). */
const MAX_FILTER_IDS = 1000;

/** Ids as "1,2,3", each an id as the list's (IdSchema); absent or empty: none. */
export const IdsQuerySchema = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^(\d{1,10}(,\d{1,10})*)?$/, 'invalid_id'),
    v.transform((value) => (value ? value.split(',').map(Number) : [])),
    v.checkItems((id) => v.is(IdSchema, id), 'invalid_id'),
    v.maxLength(MAX_FILTER_IDS),
  ),
  '',
);

/** The UI locale the export is read in; without it the request's Accept-Language, then the user's. */
export const ExportLocaleSchema = v.optional(v.union([EmptyAsAbsent, v.picklist(UI_LOCALES)]));

/** An id list as the query writes it, or nothing for an empty one. */
export const idsParam = (ids: readonly number[] | null | undefined): string | undefined =>
  ids?.length ? ids.join(',') : undefined;

/** A flag as the query writes it: only `true` filters. */
export const flagParam = (flag: boolean | null | undefined): string | undefined =>
  flag ? 'true' : undefined;
