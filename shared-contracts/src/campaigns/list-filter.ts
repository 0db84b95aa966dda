import * as v from 'valibot';
import { IdSchema } from '../common/primitives';

/**
 * The pieces the filter requests of the campaign list (POST /campaigns/filter) and of the activities
 * list (POST /campaign-items/filter) share.
 */

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** A filter by ids (states, companies, …); absent, null and empty do not filter. */
export const FilterIdsSchema = v.nullish(v.pipe(v.array(IdSchema), v.maxLength(1000)));

/** Text to look for in the list (trimmed, at most 200 characters). */
export const FilterSearchSchema = v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(200)));

/** The sort by one of the list's columns; without it the list is newest first (id descending). */
export const listOrderSchema = <const Field extends string>(fields: readonly Field[]) =>
  v.nullish(v.object({ name: v.picklist(fields), direction: v.picklist(SORT_DIRECTIONS) }));

type DateRange = Record<string, unknown> & { startDate?: string | null; endDate?: string | null };

/**
 * The filter's date range may not end before it starts; the issue is the end date's. A partial check,
 * so it is reported beside the issues of other fields.
 */
export const endNotBeforeStart = <Input extends DateRange>() =>
  // Checked on the range alone; valibot's path types cannot follow a generic object, hence the cast.
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (input: DateRange) => !input.startDate || !input.endDate || input.startDate <= input.endDate,
      'end_before_start',
    ),
    ['endDate'],
  ) as unknown as v.BaseValidation<Input, Input, v.PartialCheckIssue<DateRange>>;
