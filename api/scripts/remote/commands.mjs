// The commands of `pnpm remote`: each reads what it needs from the portal, asks for one change and
// says in plain lines what happened. Refusals are thrown (errors.mjs) and told by cli.mjs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CliError } from './errors.mjs';
import { formatBytes, overviewLines } from './show.mjs';
import { zipDirectory } from './zip-dir.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** Written by every production build beside its entry (RELEASE_MANIFEST_FILE). */
const MANIFEST_FILE = 'portal-release.json';

const say = (line = '') => process.stdout.write(`${line}\n`);

/** Where a relative --dir starts: the folder `pnpm remote` was typed in (pnpm runs scripts at the root). */
const startDir = () =>
  (process.env.npm_lifecycle_event === 'remote' && process.env.INIT_CWD) || process.cwd();

function build(target) {
  say(`Building @portal/${target} …`);
  const result = spawnSync('pnpm', ['--filter', `@portal/${target}`, 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.error)
    throw new CliError(`Could not run pnpm to build @portal/${target}: ${result.error.message}`);
  if (result.status !== 0)
    throw new CliError(
      `The build of @portal/${target} failed (${result.signal ?? `exit ${result.status}`}).`,
    );
}

/** The build folder must be one, hold portal-release.json, and be a build of the target. */
function checkBuildDir(dir, target) {
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory())
    throw new CliError(`There is no build folder ${dir}. Build first, or name the folder with --dir.`);
  const manifestPath = path.join(dir, MANIFEST_FILE);
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  } catch (error) {
    throw new CliError(
      error.code === 'ENOENT'
        ? `${dir} has no ${MANIFEST_FILE}: the portal needs it to know what the build needs of the shell. ` +
            `A production build writes it (pnpm --filter @portal/${target} build).`
        : `${manifestPath} is not readable JSON: ${error.message}`,
    );
  }
  if (manifest?.name && manifest.name !== target)
    throw new CliError(`${dir} is a build of ${manifest.name}, not of ${target}.`);
}

export async function release({ target, dir, build: shouldBuild, promote }, { api }) {
  const buildDir = dir ? path.resolve(startDir(), dir) : path.join(ROOT, target, 'dist');
  if (shouldBuild) build(target);
  checkBuildDir(buildDir, target);

  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-release-'));
  let answer;
  try {
    const zipPath = path.join(tempDir, `${target}.zip`);
    const zipped = await zipDirectory(buildDir, zipPath);
    const shown = path.relative(startDir(), buildDir);
    say(
      `Zipped ${zipped.fileCount} files of ${shown.startsWith('..') ? buildDir : shown || '.'} ` +
        `(${formatBytes(zipped.unpackedBytes)}, ${formatBytes(zipped.zipBytes)} zipped); uploading …`,
    );
    answer = await api.upload(await fs.openAsBlob(zipPath, { type: 'application/zip' }));
  } finally {
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
  const { version, created } = answer;
  say(
    created
      ? `Released ${target} ${version}: a new version.`
      : `${target} ${version} was already released: the portal has this very build, nothing new was stored.`,
  );
  // A build released before may be live (or staged) already: said as it is.
  const { live, canary } = created && !promote ? { live: null, canary: null } : await api.overview();
  if (!promote) {
    if (live === version) say('It is live.');
    else
      say(
        `It is not live${canary?.version === version ? ` (staged for ${canary.percent} % of users)` : ''}. ` +
          `Make it live with: pnpm remote promote ${target} ${version}`,
      );
    return;
  }
  if (live === version) {
    say(`${target} ${version} is live already.`);
    return;
  }
  await api.promote(version, live);
  say(`${target} ${version} is live now; ${live ? `before it, ${live} was` : 'nothing was live before'}.`);
}

export async function list(_args, { api, portal }) {
  for (const line of overviewLines(await api.overview(), portal)) say(line);
}

export async function promote({ target, version }, { api }) {
  const { live } = await api.overview();
  await api.promote(version, live);
  say(`${target} ${version} is live now; ${live ? `before it, ${live} was` : 'nothing was live before'}.`);
}

export async function rollback({ target }, { api }) {
  const { live } = await api.overview();
  if (!live) throw new CliError(`Nothing of ${target} is live, so there is nothing to roll back.`);
  const after = await api.rollback(live);
  say(`Rolled ${target} back: ${after.live} is live again (was ${live}).`);
}

export async function stage({ target, version, percent, end }, { api }) {
  const before = await api.overview();
  if (end) {
    const after = await api.endStage();
    const everyone = after.live ? `everyone is on ${after.live}` : 'nothing is live';
    say(
      before.canary
        ? `Ended the staged release of ${target} ${before.canary.version} (${before.canary.percent} % of users); ${everyone}.`
        : `Nothing of ${target} was staged; ${everyone}.`,
    );
    return;
  }
  if (!before.live)
    throw new CliError(
      `Nothing of ${target} is live: a staged version shares the users with the live one. Promote a version first.`,
    );
  const after = await api.stage(version, percent, before.live);
  say(
    `Staged ${target} ${after.canary?.version ?? version} for ${after.canary?.percent ?? percent} % of users; ` +
      `the others stay on ${before.live}.`,
  );
}
