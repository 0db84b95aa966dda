import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ReleaseTarget } from '@portal/shared-contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { createFileStorage } from '../src/services/files/file-storage';
import { importWorkspaceBuilds } from '../src/services/releases/import-workspace-builds';
import { MIGRATIONS_FOLDER } from './database';
import { MemoryMailer, TestClock } from './helper';
import { manifestOf } from './release-fixtures';

/** A fake workspace: `<target>/dist` files as a production build writes them, manifest included. */
export async function fakeWorkspace(builds: Partial<Record<ReleaseTarget, Record<string, string | Buffer>>>) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-'));
  for (const [target, files] of Object.entries(builds)) {
    await writeBuild(root, target as ReleaseTarget, files!);
  }
  return root;
}

/** Writes (or rewrites, as a new build does) a target's dist folder. */
export async function writeBuild(
  root: string,
  target: ReleaseTarget,
  files: Record<string, string | Buffer>,
) {
  const dist = path.join(root, target, 'dist');
  await fs.rm(dist, { recursive: true, force: true });
  const all = { 'portal-release.json': JSON.stringify(manifestOf(target)), ...files };
  for (const [name, content] of Object.entries(all)) {
    await fs.mkdir(path.dirname(path.join(dist, name)), { recursive: true });
    await fs.writeFile(path.join(dist, name), content);
  }
}

/**
 * The portal as `pnpm start` runs it on a workspace: an empty migrated database of its own, the
 * workspace's builds imported as releases, the front end served from them. `restart` imports again
 * (a start after a rebuild).
 */
export async function workspaceApp(root: string) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-data-'));
  const handle = await openDatabase({});
  await migrate(handle, MIGRATIONS_FOLDER);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const baseCtx = {
    db: handle.db,
    config,
    mailer: new MemoryMailer(),
    files: createFileStorage(config, handle.db),
    clock: new TestClock(),
    remoteManifests: {},
  };
  const app = await buildApp({ ctx: baseCtx, database: handle, logger: false });
  const importBuilds = () => importWorkspaceBuilds({ ...baseCtx, log: app.log }, root);
  await importBuilds();
  return {
    app,
    ctx: baseCtx,
    importBuilds,
    async close() {
      await app.close();
      await handle.close();
      await fs.rm(root, { recursive: true, force: true });
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
