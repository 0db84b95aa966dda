import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import { prepareDatabase } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { createMailer } from './mail/mailer';
import { startClockJob } from './services/clock/clock-timer';
import { systemClock } from './services/context';
import { createFileStorage } from './services/files/file-storage';
import { importWorkspaceBuilds } from './services/releases/import-workspace-builds';

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
  const files = createFileStorage(config);
  const baseCtx = { db: database.db, config, mailer, files, clock: systemClock, remoteManifests };
  const app = await buildApp({ ctx: baseCtx, database });
  // The builds in the workspace (pnpm start; the container's) become released versions, live when
  // nothing a team released is (docs/releasing.md). Several instances starting at once import the
  // same versions: the target's row lock makes them one after the other.
  await importWorkspaceBuilds({ ...baseCtx, log: app.log }, path.resolve(here, '..', '..'));
  // The date-driven item moves, delivery and derived campaign states, every minute (services/clock).
  const clockJob = startClockJob({
    db: database.db,
    config,
    mailer,
    files,
    clock: systemClock,
    remoteManifests,
    log: app.log,
  });
  app.addHook('onClose', async () => {
    await clockJob.stop();
    mailer.close();
    await database.close();
  });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an error');
    else app.log.info({ signal }, 'stopping');
    await app.close();
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
