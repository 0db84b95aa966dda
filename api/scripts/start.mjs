// `pnpm start`: builds whatever part of the portal has no build yet (the API, the shell, each
// remote), then runs the API, which serves them all from one process. `pnpm build` rebuilds all.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const parts = [
  ['@portal/api', 'api/dist/server.js'],
  ['@portal/shell', 'shell/dist/index.html'],
  ['@portal/mf-campaigns', 'mf-campaigns/dist/mf-manifest.json'],
  ['@portal/mf-creatives', 'mf-creatives/dist/mf-manifest.json'],
  ['@portal/mf-catalogue-admin', 'mf-catalogue-admin/dist/mf-manifest.json'],
  ['@portal/mf-users', 'mf-users/dist/mf-manifest.json'],
];

for (const [name, marker] of parts) {
  if (fs.existsSync(path.join(root, marker))) continue;
  console.log(`building ${name} (no build yet)`);
  const result = spawnSync('pnpm', ['--filter', name, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['dist/server.js'], { cwd: path.join(root, 'api'), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
