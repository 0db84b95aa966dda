import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MigrationMeta } from 'drizzle-orm/migrator';

export interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
  breakpoints?: boolean;
}

export async function readJournal(migrationsFolder: string): Promise<JournalEntry[]> {
  const text = await fs.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/**
 * What drizzle's readMigrationFiles answers, except that an entry may be a folder (`<tag>/`) instead
 * of `<tag>.sql`: the baseline is one file per concern, run in name order as one migration, so a
 * database records it as a single entry. Hash and statement splitting as drizzle does them.
 */
export async function readMigrations(migrationsFolder: string): Promise<MigrationMeta[]> {
  const migrations: MigrationMeta[] = [];
  for (const entry of await readJournal(migrationsFolder)) {
    const query = await readEntry(migrationsFolder, entry.tag);
    migrations.push({
      sql: query.split('--> statement-breakpoint'),
      bps: entry.breakpoints ?? true,
      folderMillis: entry.when,
      hash: crypto.createHash('sha256').update(query).digest('hex'),
    });
  }
  return migrations;
}

async function readEntry(migrationsFolder: string, tag: string): Promise<string> {
  const folder = path.join(migrationsFolder, tag);
  const stat = await fs.stat(folder).catch(() => null);
  if (!stat?.isDirectory()) return fs.readFile(`${folder}.sql`, 'utf8');
  const files = (await fs.readdir(folder)).filter((name) => name.endsWith('.sql')).sort();
  const texts = await Promise.all(files.map((name) => fs.readFile(path.join(folder, name), 'utf8')));
  return texts.map((text) => text.trimEnd()).join('\n--> statement-breakpoint\n');
}
