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
/**
 * A text that may be empty, stored as null: the key is required, clearing is an explicit null or ''
 * (the saves of the edit forms refuse a missing field instead of clearing it).
 */
export const nullableText = (max: number) =>
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max),
      v.transform((text) => (text === '' ? null : text)),
    ),
  );

export const optionalText = (max: number) => v.optional(nullableText(max), null);

export const NamedRefSchema = v.object({ id: IdSchema, name: v.string() });
export type NamedRef = v.InferOutput<typeof NamedRefSchema>;

/** The dotted paths of the strings and keys in a JSON value that fail a test, bounded in depth like the JSON. */
function pathsWhere(test: (text: string) => boolean, value: unknown, path = '', depth = 0): string[] {
  if (typeof value === 'string') return test(value) ? [path || 'body'] : [];
  if (typeof value !== 'object' || value === null || depth > 32) return [];
  const paths: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (test(key)) paths.push(path || 'body');
    else paths.push(...pathsWhere(test, item, itemPath, depth + 1));
  }
  return paths;
}

/**
 * PostgreSQL text cannot hold the NUL character, and no field of the portal has a use for it: the API
 * refuses any request that carries one in a string or a key, wherever it is (the dotted paths of
 * those places, the field names of the 400 answer).
 */
export const nulCharacterPaths = (value: unknown): string[] =>
  pathsWhere((text) => text.includes('\u0000'), value);

/** A UTF-16 surrogate without its other half: JSON can carry one (`"\\ud800"`), UTF-8 cannot. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text with a lone surrogate is no Unicode text: PostgreSQL refuses it, and no screen could show it.
 * The API refuses it in validation, naming the fields that hold one.
 */
export const loneSurrogatePaths = (value: unknown): string[] =>
  pathsWhere((text) => LONE_SURROGATE.test(text), value);
