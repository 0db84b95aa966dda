import * as v from 'valibot';
import { IdParamSchema } from './primitives';

/** A query parameter with an optional id: absent or empty means none. */
export const OptionalIdQuerySchema = v.optional(
  v.union([
    v.pipe(
      v.literal(''),
      v.transform(() => undefined),
    ),
    IdParamSchema,
  ]),
);

/** A free-text search query parameter, trimmed, at most 200 characters; absent means ''. */
export const SearchQuerySchema = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), '');

/** "1,2,3" (or absent) as a list of ids. */
export const IdListQuerySchema = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^(\d{1,10}(,\d{1,10})*)?$/, 'invalid_id'),
    v.transform((value) => (value ? value.split(',').map(Number) : [])),
    v.maxLength(1000),
  ),
  '',
);

/** Drops absent and empty values so they do not reach the query string. */
export function searchParamsOf(params: Record<string, string | number | boolean | null | undefined>) {
  const entries = Object.entries(params).filter(
    (entry): entry is [string, string | number | boolean] =>
      entry[1] !== undefined && entry[1] !== null && entry[1] !== '',
  );
  return new URLSearchParams(entries.map(([key, value]) => [key, String(value)]));
}

/** A whole-number query parameter within bounds; absent means the fallback. */
export const IntQuerySchema = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,10}$/, 'field_type'),
      v.transform(Number),
      v.minValue(min),
      v.maxValue(max),
    ),
    String(fallback),
  );

/** The paging of the spec's GET lists: the first row's index and the page size (10, 20, 50; at most 100). */
export const PageQueryEntries = {
  firstResult: IntQuerySchema(0, 1_000_000_000, 0),
  maxResults: IntQuerySchema(1, 100, 10),
};
