import * as v from 'valibot';

/** Database ids travel as positive 32-bit integers. */
export const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));

/** Path parameters arrive as text; this turns "42" into 42 and refuses anything else. */
export const IdParamSchema = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,9}$/, 'invalid_id'),
  v.transform(Number),
  v.maxValue(2_147_483_647, 'invalid_id'),
);

export const IdParamsSchema = v.object({ id: IdParamSchema });
export type IdParams = v.InferOutput<typeof IdParamsSchema>;

export const IsoDateTimeSchema = v.pipe(v.string(), v.isoTimestamp());

/** A calendar date as 'YYYY-MM-DD' that exists (no 2026-02-30). */
export const IsoDateSchema = v.pipe(
  v.string(),
  v.isoDate(),
  v.check((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'invalid_date'),
);

export const EmailSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(254), v.email());

export const NamedRefSchema = v.object({ id: IdSchema, name: v.string() });
export type NamedRef = v.InferOutput<typeof NamedRefSchema>;
