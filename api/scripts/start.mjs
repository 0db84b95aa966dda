// `pnpm start`: builds whatever part of the portal has no build yet or is older than its sources
// (the API, the shell, each remote), then runs the API, which serves them all from one process.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const browserInputs = ['shared-ui/src', 'shared-ui/webpack', 'shared-contracts/src'];
const parts = [
  ['@portal/api', 'api/dist/server.js', ['api/src', 'shared-contracts/src']],
  ['@portal/shell', 'shell/dist/index.html', ['shell/src', ...browserInputs]],
  ...['mf-campaigns', 'mf-creatives', 'mf-catalogue-admin', 'mf-users'].map((name) => [
    `@portal/${name}`,
    `${name}/dist/mf-manifest.json`,
    [`${name}/src`, ...browserInputs],
  ]),
];

/** Newest modification time of the files below a directory. */
function newest(dir) {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

for (const [name, marker, inputs] of parts) {
  const markerPath = path.join(root, marker);
  const built = fs.existsSync(markerPath) ? fs.statSync(markerPath).mtimeMs : 0;
  const changed = Math.max(...inputs.map((dir) => newest(path.join(root, dir))));
  if (built > changed) continue;
  console.log(`building ${name} (${built ? 'sources changed since the last build' : 'no build yet'})`);
  const result = spawnSync('pnpm', ['--filter', name, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `pnpm start:cluster` builds here and runs the instances itself.
if (process.argv.includes('--build-only')) process.exit(0);

const server = spawn(process.execPath, ['dist/server.js'], { cwd: path.join(root, 'api'), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
