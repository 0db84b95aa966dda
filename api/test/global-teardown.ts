import fs from 'node:fs/promises';
import { dropDatabase, DUMP_ENV, TEMPLATE_ENV } from './database';

export default async function globalTeardown(): Promise<void> {
  const template = process.env[TEMPLATE_ENV];
  if (template) await dropDatabase(template);
  const dump = process.env[DUMP_ENV];
  if (dump) await fs.rm(dump, { force: true });
}
