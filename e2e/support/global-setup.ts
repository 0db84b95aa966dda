// Starts one portal for the whole run (a fresh DATA_DIR, its own port) and stops it afterwards. The
// tests find it through E2E_BASE_URL and read mail from E2E_DATA_DIR/outbox.
//
// E2E_BASE_URL (with E2E_DATA_DIR) set beforehand: an already running portal is used instead.
import type { FullConfig } from '@playwright/test';
import { startPortal } from './portal.js';
import { E2E_PORT } from './settings.js';

export default async function globalSetup(_config: FullConfig): Promise<(() => Promise<void>) | void> {
  if (process.env.E2E_BASE_URL) {
    if (!process.env.E2E_DATA_DIR)
      throw new Error('E2E_BASE_URL is set: set E2E_DATA_DIR (its DATA_DIR) too, the tests read its outbox');
    console.log(`[e2e] using the running portal at ${process.env.E2E_BASE_URL}`);
    return;
  }
  const started = Date.now();
  console.log(
    `[e2e] starting the portal on port ${E2E_PORT} (node api/scripts/start.mjs; builds what is missing)…`,
  );
  const portal = await startPortal({ port: E2E_PORT, label: 'portal-e2e' });
  console.log(
    `[e2e] portal ready at ${portal.url} in ${((Date.now() - started) / 1000).toFixed(1)} s (DATA_DIR ${portal.dataDir}, log ${portal.logFile})`,
  );
  process.env.E2E_BASE_URL = portal.url;
  process.env.E2E_DATA_DIR = portal.dataDir;
  process.env.E2E_SERVER_LOG = portal.logFile;

  // The returned function is Playwright's teardown: it runs after the last test, also after failures.
  return async () => {
    const keep = process.env.E2E_KEEP_DATA === '1';
    await portal.stop({ removeData: !keep });
    console.log(`[e2e] portal stopped${keep ? ` (data kept in ${portal.dataDir})` : ''}`);
  };
}
