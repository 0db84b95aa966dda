import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Cluster } from '../cluster/cluster';

const USAGE =
  'usage: pnpm start:cluster [--instances 3] [--port 8080]   (DATABASE_URL: a PostgreSQL database)';
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `pnpm start:cluster`: N instances of the built API (`node dist/server.js`, as `pnpm start` runs
 * one) on one PostgreSQL database, behind HAProxy on 127.0.0.1:<port> (docs/operations.md, "Several
 * instances"). SIGHUP restarts the instances one by one without failing a request (a release of the
 * API); SIGINT or SIGTERM stops them all.
 */
async function main() {
  const { values } = parseArgs({
    options: { instances: { type: 'string', default: '3' }, port: { type: 'string', default: '8080' } },
  });
  const instances = Number(values.instances);
  const port = Number(values.port);
  if (!process.env.DATABASE_URL || !Number.isInteger(instances) || instances < 1 || !Number.isInteger(port)) {
    console.error(USAGE);
    process.exit(2);
  }
  const dataDir = path.resolve(apiDir, process.env.DATA_DIR ?? './.data');
  const cluster = new Cluster({
    instances,
    gatewayPort: port,
    firstInstancePort: port + 1,
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      // One DATA_DIR for all (deploy tokens, temporary uploads); the files are in the database.
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
      // Longer than the gateway's two failed checks (1 s apart): it has stopped sending before the close.
      SHUTDOWN_DRAIN_SECONDS: process.env.SHUTDOWN_DRAIN_SECONDS ?? '4',
    },
    command: { command: process.execPath, args: ['dist/server.js'], cwd: apiDir },
    gatewayDir: path.join(dataDir, 'gateway'),
    log: (source, line) => console.log(`[${source}] ${line}`),
  });
  let busy = false;
  process.on('SIGHUP', () => {
    if (busy) return;
    busy = true;
    console.log('[cluster] restarting the instances one by one');
    void cluster
      .rollingRestart()
      .then(
        (codes) => console.log(`[cluster] restarted; the old instances exited with ${codes.join(', ')}`),
        (error: unknown) => console.error('[cluster] restart failed', error),
      )
      .finally(() => (busy = false));
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      console.log('[cluster] stopping');
      void cluster.stop().then(() => process.exit(0));
    });
  }
  try {
    await cluster.start();
  } catch (error) {
    cluster.kill();
    throw error;
  }
  console.log(
    `[cluster] ${instances} instances behind ${cluster.url} (pid ${process.pid}: kill -HUP to restart them one by one)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
