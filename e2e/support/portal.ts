// Starts and stops the portal the way a person does: `node api/scripts/start.mjs` from the repository
// root (it builds whatever part has no build yet, then serves API, shell and remotes from one
// process), each instance with its own port and a fresh DATA_DIR (embedded PGlite, seeded on first
// start). Used by the Playwright global setup, by tests that need a second instance and by the
// benchmark.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workspace root: the first folder above this file with pnpm-workspace.yaml (also when compiled). */
export const REPO_ROOT = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('no pnpm-workspace.yaml above e2e/support');
    dir = parent;
  }
  return dir;
})();

/** A fresh clone builds everything first (about two minutes on two cores, more on a cold disk). */
const DEFAULT_START_TIMEOUT_MS = 15 * 60_000;

export interface PortalInstance {
  /** http://localhost:<port>, the address the server also puts in mailed links. */
  url: string;
  port: number;
  dataDir: string;
  logFile: string;
  /** Stops the server (and waits until the database is closed). */
  stop(options?: { removeData?: boolean }): Promise<void>;
}

export interface StartOptions {
  /** A fixed port; fails when it is taken. Without one, a free port is chosen. */
  port?: number;
  /** An existing DATA_DIR (a restart); without one, a fresh temporary directory. */
  dataDir?: string;
  /** Extra environment for the server. */
  env?: Record<string, string>;
  /** A short name for log lines and the temporary directory. */
  label?: string;
  timeoutMs?: number;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

const running = new Set<ChildProcess>();
// Last resort when the runner dies without a teardown: no server outlives it.
process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function waitForHealth(
  port: number,
  child: ChildProcess,
  logFile: string,
  timeoutMs: number,
): Promise<void> {
  const started = Date.now();
  const deadline = started + timeoutMs;
  let nextNote = started + 30_000;
  while (Date.now() < deadline) {
    if (Date.now() >= nextNote) {
      // A fresh clone builds first: say that something is happening.
      console.log(
        `[portal] not ready after ${Math.round((Date.now() - started) / 1000)} s (building?); log ${logFile}`,
      );
      nextNote += 30_000;
    }
    if (exited(child)) {
      throw new Error(
        `the portal stopped before it was ready (exit ${child.exitCode ?? child.signalCode}); log ${logFile}:\n${tail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
        signal: AbortSignal.timeout(5_000),
      });
      if (response.ok && ((await response.json()) as { status?: string }).status === 'ok') return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `the portal did not answer /api/health within ${timeoutMs / 1000} s; log ${logFile}:\n${tail(logFile)}`,
  );
}

/** Starts `node api/scripts/start.mjs` and resolves once /api/health answers. */
export async function startPortal(options: StartOptions = {}): Promise<PortalInstance> {
  const label = options.label ?? 'portal';
  const port = options.port ?? (await freePort());
  if (options.port !== undefined && !(await portIsFree(port))) {
    throw new Error(`port ${port} is taken: stop what listens there or choose another port (E2E_PORT=…)`);
  }
  const root = options.dataDir
    ? path.dirname(options.dataDir)
    : fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  const dataDir = options.dataDir ?? path.join(root, 'data');
  const logFile = path.join(root, `server-${port}.log`);
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['api/scripts/start.mjs'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...options.env },
    // Its own process group, so that nothing it starts (a build, the server) can outlive a teardown.
    detached: true,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  running.add(child);
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void gone.then(() => running.delete(child));

  const stop = async ({ removeData = false } = {}) => {
    if (!exited(child) && child.pid !== undefined) {
      // One SIGTERM to start.mjs, which passes it to the server: the server closes the database
      // cleanly. (A second signal would make it exit at once.)
      child.kill('SIGTERM');
      const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 20_000).unref());
      if ((await Promise.race([gone, timer])) === 'timeout') {
        killGroup(child, 'SIGKILL');
        await gone;
      }
    }
    // Whatever is left in the group (a build interrupted by the stop).
    killGroup(child, 'SIGKILL');
    if (removeData && !options.dataDir) fs.rmSync(root, { recursive: true, force: true });
  };

  try {
    await waitForHealth(port, child, logFile, options.timeoutMs ?? DEFAULT_START_TIMEOUT_MS);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://localhost:${port}`, port, dataDir, logFile, stop };
}

/**
 * Sets settings variables in a stopped instance's embedded database. PGlite is one process's
 * database, so this runs while the server is down, in a short Node script that takes PGlite from
 * the API package (the e2e package does not depend on it).
 */
export async function setSettingsVariables(dataDir: string, values: Record<string, string>): Promise<void> {
  const script = `
    import { PGlite } from '@electric-sql/pglite';
    const [dir, json] = process.argv.slice(1);
    const db = await PGlite.create(dir);
    try {
      for (const [identifier, value] of Object.entries(JSON.parse(json))) {
        const { affectedRows } = await db.query('update settings_variables set value = $1, updated_at = now() where identifier = $2', [value, identifier]);
        if (affectedRows !== 1) throw new Error('no settings variable ' + identifier);
      }
    } finally {
      await db.close();
    }
  `;
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', script, path.join(dataDir, 'pgdata'), JSON.stringify(values)],
    { cwd: path.join(REPO_ROOT, 'api'), stdio: ['ignore', 'inherit', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`could not change the settings in ${dataDir}: ${stderr}`);
}

/**
 * A portal whose database differs from the seed: started once (migrated and seeded), stopped,
 * changed, started again on the same DATA_DIR.
 */
export async function startPortalWithSettings(
  values: Record<string, string>,
  options: StartOptions = {},
): Promise<PortalInstance> {
  const first = await startPortal(options);
  await first.stop();
  await setSettingsVariables(first.dataDir, values);
  const second = await startPortal({ ...options, port: first.port, dataDir: first.dataDir });
  return {
    ...second,
    stop: async ({ removeData = false } = {}) => {
      await second.stop();
      if (removeData) fs.rmSync(path.dirname(first.dataDir), { recursive: true, force: true });
    },
  };
}
