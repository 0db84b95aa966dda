import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { prepareDatabase } from '../bootstrap';
import { loadConfig } from '../config';
import { databaseFileStorage, directoryFileStorage, type FileStorage, moveFiles } from '../services/files';

const USAGE = 'usage: pnpm files:move --from directory|database --to directory|database';
const KINDS = ['directory', 'database'] as const;
type Kind = (typeof KINDS)[number];
const isKind = (value: unknown): value is Kind => KINDS.includes(value as Kind);

/**
 * `pnpm files:move --from directory --to database`: moves the uploaded files of this configuration
 * (DATA_DIR, DATABASE_URL) from one file storage to the other (docs/operations.md "Several
 * instances"). Stop the instances first, or run it again after they stopped: it resumes.
 */
async function main() {
  const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
  if (!isKind(values.from) || !isKind(values.to) || values.from === values.to) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const log = pino({ level: 'info' });
  const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
  const database = await prepareDatabase({ ...config, seedDemoData: 'never' }, migrations, log);
  const storageOf = (kind: Kind): FileStorage =>
    kind === 'database'
      ? databaseFileStorage(database.db)
      : directoryFileStorage(path.join(config.dataDir, 'files'));
  try {
    const report = await moveFiles(storageOf(values.from), storageOf(values.to), (key, size) =>
      log.info({ key, size }, 'moved'),
    );
    log.info({ ...report, from: values.from, to: values.to }, 'files moved');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
