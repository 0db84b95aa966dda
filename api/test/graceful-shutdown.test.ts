import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, statusOf, until } from '../src/cluster/local-net';

// The real server process (src/server.ts under tsx) on an embedded database of its own: SIGTERM makes
// it not ready at once, it keeps answering through the drain time and then exits 0 (issue 36).

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TSX = path.join(API_DIR, 'node_modules', '.bin', 'tsx');

let dataDir: string;
let child: ChildProcess | undefined;
afterEach(async () => {
  child?.kill('SIGKILL');
  await fs.rm(dataDir, { recursive: true, force: true });
});

it('SIGTERM: not ready at once, still serving while it drains, then the process exits 0', async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-shutdown-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api`;
  let output = '';
  child = spawn(TSX, ['src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO_DATA: 'never',
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_SECONDS: '3',
      SHUTDOWN_TIMEOUT_SECONDS: '10',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr!.on('data', (data: Buffer) => (output += data.toString()));
  const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve));

  await until(
    async () => (await statusOf(`${base}/health/ready`)) === 200,
    `the server to start\n${output}`,
    150_000,
  );
  child.kill('SIGTERM');
  await until(async () => (await statusOf(`${base}/health/ready`)) === 503, 'not ready', 2_000);
  // Draining: alive, and every other request still served.
  expect(await statusOf(`${base}/health`)).toBe(200);
  expect(await statusOf(`${base}/app-settings/available-ui-locales`)).toBe(200);
  expect(await exited).toBe(0);
  expect(await statusOf(`${base}/health`)).toBeNull();
  expect(output).toContain('stopping: not ready, draining');
  expect(output).toContain('stopped');
}, 200_000);
