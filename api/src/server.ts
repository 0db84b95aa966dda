import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import { prepareDatabase } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { createMailer } from './mail/mailer';
import { findFrontend, servedRemoteManifests } from './plugins/frontend';
import { startClockJob } from './services/clock/clock-timer';
import { systemClock } from './services/context';
import { createFileStorage } from './services/files/file-storage';

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
  // The workspace root holds the built shell and remotes (pnpm start serves them from this process).
  const frontend = findFrontend(path.resolve(here, '..', '..'));
  if (!frontend) log.info('no built shell found: serving the API only (run `pnpm build` for the portal)');
  const remoteManifests = { ...servedRemoteManifests(frontend), ...config.remoteManifestUrls };
  const files = createFileStorage(config);
  const app = await buildApp({
    ctx: { db: database.db, config, mailer, files, clock: systemClock, remoteManifests },
    database,
    frontend,
  });
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
