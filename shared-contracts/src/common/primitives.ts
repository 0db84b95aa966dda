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

/** The calendar the portal works in: no campaign runs outside these years. */
export const FIRST_DATE = '1900-01-01';
export const LAST_DATE = '2999-12-31';

/** A calendar date as 'YYYY-MM-DD' that exists (no 2026-02-30), between FIRST_DATE and LAST_DATE. */
export const IsoDateSchema = v.pipe(
  v.string(),
  v.isoDate(),
  v.check((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'invalid_date'),
  v.check((value) => value >= FIRST_DATE && value <= LAST_DATE, 'invalid_date'),
);

export const EmailSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(254), v.email());

/** An optional text of at most `max` characters, trimmed; empty or absent: null. */
export const optionalText = (max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(max),
        v.transform((text) => (text === '' ? null : text)),
      ),
    ),
    null,
  );

export const NamedRefSchema = v.object({ id: IdSchema, name: v.string() });
export type NamedRef = v.InferOutput<typeof NamedRefSchema>;

/**
 * PostgreSQL text cannot hold the NUL character, and no field of the portal has a use for it: the API
 * refuses any request that carries one in a string or a key, wherever it is (the dotted paths of
 * those places, the field names of the 400 answer). Bounded in depth like the JSON it walks.
 */
export function nulCharacterPaths(value: unknown, path = '', depth = 0): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path || 'body'] : [];
  if (typeof value !== 'object' || value === null || depth > 32) return [];
  const paths: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) paths.push(path || 'body');
    else paths.push(...nulCharacterPaths(item, itemPath, depth + 1));
  }
  return paths;
}
