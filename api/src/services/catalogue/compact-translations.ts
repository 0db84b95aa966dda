/**
 * Translations as they are stored: a language only with the texts it has, and only when it has any
 * ({} for none), so "no English title" is one shape whatever the form sent.
 */
export function compactTranslations<
  T extends Partial<Record<string, Record<string, string | null> | undefined>>,
>(translations: T): T {
  const kept: Record<string, Record<string, string>> = {};
  for (const [language, texts] of Object.entries(translations)) {
    const present = Object.entries(texts ?? {}).filter((entry): entry is [string, string] => !!entry[1]);
    if (present.length > 0) kept[language] = Object.fromEntries(present);
  }
  return kept as T;
}

/** Keys in order, so two objects of the same content print the same (jsonb keeps its own key order). */
const canonical = (value: unknown): unknown =>
  value !== null && typeof value === 'object'
    ? Object.fromEntries(
        Object.entries(value)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, inner]) => [key, canonical(inner)]),
      )
    : value;

/** Whether a stored column and a new value are the same, for the audit's list of what changed. */
export const sameValue = (stored: unknown, next: unknown): boolean =>
  next !== null && typeof next === 'object'
    ? JSON.stringify(canonical(stored)) === JSON.stringify(canonical(next))
    : String(stored) === String(next);
