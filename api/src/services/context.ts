import type { RemoteName } from '@portal/shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { FileStorage } from './files';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** What every service needs; built once per process and handed to the routes. */
export interface AppContext {
  db: Database;
  config: Config;
  mailer: Mailer;
  /** Uploaded files (DATA_DIR/files by default). */
  files: FileStorage;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Manifest URL of each remote unless the database overrides it: served by this process or configured. */
  remoteManifests: Partial<Record<RemoteName, string>>;
}
