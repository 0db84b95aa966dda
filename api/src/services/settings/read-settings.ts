import { inArray } from 'drizzle-orm';
import { settingsVariables } from '../../db/schema';
import type { Executor } from '../../db/client';
import { SETTINGS_CATALOGUE } from './catalogue';

const defaults = new Map(
  SETTINGS_CATALOGUE.flatMap((group) => group.variables).map((variable) => [
    variable.identifier,
    variable.defaultValue,
  ]),
);

export interface SettingsValues {
  flag(identifier: string): boolean;
  text(identifier: string): string | null;
  userId(identifier: string): number | null;
}

/** Reads a set of variables in one query, falling back to the catalogue's defaults. */
export async function readSettings(db: Executor, identifiers: string[]): Promise<SettingsValues> {
  const rows = await db
    .select({ identifier: settingsVariables.identifier, value: settingsVariables.value })
    .from(settingsVariables)
    .where(inArray(settingsVariables.identifier, identifiers));
  const values = new Map(rows.map((row) => [row.identifier, row.value]));
  const raw = (identifier: string) =>
    values.has(identifier) ? values.get(identifier)! : (defaults.get(identifier) ?? null);
  return {
    flag: (identifier) => raw(identifier) === 'true',
    text: raw,
    userId: (identifier) => {
      const value = Number(raw(identifier));
      return Number.isInteger(value) && value > 0 ? value : null;
    },
  };
}
