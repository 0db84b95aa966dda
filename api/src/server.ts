import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import { prepareDatabase } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { createMailer } from './mail/mailer';
import { startClockJob } from './services/clock';
import { systemClock } from './services/context';
import { createFileStorage, directoryFileStorage, sweepAbandonedChunks } from './services/files';
import { createReadiness } from './services/lifecycle';
import { importWorkspaceBuilds } from './services/releases';

const here = path.dirname(fileURLToPath(import.meta.url));
// src/server.ts under tsx and dist/server.js when built: both sit one level below api/.
const migrationsFolder = path.resolve(here, '..', 'drizzle');

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = pino({ level: config.logLevel });
  const database = await prepareDatabase(config, migrationsFolder, log);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  const remoteManifests = config.remoteManifestUrls;
  const files = createFileStorage(config, database.db);
  if (config.fileStorage === 'database') {
    const swept = await sweepAbandonedChunks(database.db);
    if (swept > 0) log.info({ swept }, 'removed the chunks of unfinished file writes');
    // An installation that kept its files on disk before FILE_STORAGE defaulted to the database.
    for await (const key of directoryFileStorage(path.join(config.dataDir, 'files')).keys()) {
      log.warn(
        { example: key },
        'files are left in DATA_DIR/files, which this instance does not read (FILE_STORAGE=database): stop the instances and run pnpm files:move --from directory --to database, or set FILE_STORAGE=directory',
      );
      break;
    }
  }
  const baseCtx = { db: database.db, config, mailer, files, clock: systemClock, remoteManifests };
  const readiness = createReadiness();
  const app = await buildApp({ ctx: baseCtx, database, readiness });
  // The builds in the workspace (pnpm start; the container's) become released versions, live when
  // nothing a team released is (docs/releasing.md). Several instances starting at once import the
  // same versions: the target's row lock makes them one after the other.
  await importWorkspaceBuilds({ ...baseCtx, log: app.log }, path.resolve(here, '..', '..'));
  // The date-driven item moves, delivery and derived campaign states, every CLOCK_INTERVAL_SECONDS
  // (a minute; services/clock), once per interval across all instances.
  const clockJob = startClockJob(
    {
      db: database.db,
      config,
      mailer,
      files,
      clock: systemClock,
      remoteManifests,
      log: app.log,
    },
    config.clockIntervalSeconds * 1000,
  );
  app.addHook('onClose', async () => {
    await clockJob.stop();
    mailer.close();
    await database.close();
  });

  // SIGTERM: not ready at once (a gateway's health check takes the instance out), requests keep being
  // served for the drain time, then the listener closes, requests in flight finish (at most the
  // timeout; after it, exit 1), the clock job stops and the pool closes, and the process exits 0.
  const { drainSeconds, timeoutSeconds } = config.shutdown;
  closeWithGrace({ delay: (drainSeconds + timeoutSeconds) * 1000 }, async ({ signal, err }) => {
    readiness.stopping();
    if (err) app.log.error({ err }, 'stopping after an error');
    else {
      app.log.info({ signal, drainSeconds }, 'stopping: not ready, draining');
      await setTimeout(drainSeconds * 1000);
    }
    await app.close();
    app.log.info('stopped');
  });

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `portal API on ${config.publicUrl} (database: ${database.kind}, docs: ${config.publicUrl}/api/docs)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
