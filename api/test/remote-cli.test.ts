import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ReleaseManifest, ReleaseOverview, ReleaseTarget } from '@portal/shared-contracts';
import { RELEASE_ENDPOINTS_FILE, releaseEndpointsModule } from '../scripts/remote/release-endpoints.generate';
import { createTestApp, type TestApp } from './helper';
import {
  buildFiles,
  DEPLOY_TOKENS_ENV,
  manifestOf,
  release,
  REMOTE_REQUIRES,
  TOKENS,
} from './release-fixtures';

/**
 * `pnpm remote` (api/scripts/remote/cli.mjs, issue 30): a team's release tool run as a child process
 * against a test portal on a real port: releasing a build folder, listing, promoting, rolling back,
 * staging, and telling every refusal of the portal (exit 1) and every wrong command line (exit 2).
 */
const CLI = path.resolve(__dirname, '..', 'scripts', 'remote', 'cli.mjs');
const VERSION = /1\.4\.0-[0-9a-f]{8}/;

let t: TestApp;
let portal: string;
let scratch: string;

beforeAll(async () => {
  t = await createTestApp({ DEPLOY_TOKENS: DEPLOY_TOKENS_ENV });
  portal = await t.app.listen({ port: 0, host: '127.0.0.1' });
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'remote-cli-'));
}, 60_000);
afterAll(async () => {
  await t.close();
  await fs.rm(scratch, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the CLI with the test portal and `env` (a target's token: DEPLOY_TOKEN). DATA_DIR points at an
 * empty folder, so no developer's token file is ever read.
 */
function runCli(args: string[], env: Record<string, string> = {}, cwd = scratch): Promise<Run> {
  const base = { ...process.env };
  for (const name of ['DEPLOY_TOKEN', 'PORTAL_URL', 'DATA_DIR', 'npm_lifecycle_event', 'INIT_CWD'])
    delete base[name];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd,
      env: { ...base, PORTAL_URL: portal, DATA_DIR: path.join(scratch, 'no-data'), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const as = (target: ReleaseTarget) => ({ DEPLOY_TOKEN: TOKENS[target] });

/** Writes a small build of the target (release-fixtures' files) into a folder of its own. */
async function buildDir(name: string, target: ReleaseTarget, text: string, manifest?: ReleaseManifest) {
  const dir = path.join(scratch, name);
  for (const [file, content] of Object.entries(buildFiles(target, text, manifest))) {
    const full = path.join(dir, ...file.split('/'));
    await fs.mkdir(path.dirname(full), { recursive: true });
    await fs.writeFile(
      full,
      typeof content === 'string' || Buffer.isBuffer(content) ? content : content.content,
    );
  }
  return dir;
}

const overview = async (target: ReleaseTarget) =>
  (await release(t, 'GET', target, '')).json<ReleaseOverview>();

/** The version a successful release printed. */
function versionOf(run: Run): string {
  expect(run).toMatchObject({ code: 0, stderr: '' });
  const version = VERSION.exec(run.stdout)?.[0];
  if (!version) throw new Error(`no version in: ${run.stdout}`);
  return version;
}

describe('pnpm remote', () => {
  let v1: string;
  let v2: string;

  it('calls the release API by the endpoint declarations (its generated copy of them is current)', async () => {
    expect(await fs.readFile(RELEASE_ENDPOINTS_FILE, 'utf8')).toBe(releaseEndpointsModule());
  });

  it('refuses a wrong command line with the usage text and exit 2', async () => {
    const wrong = [
      [],
      ['deploy', 'mf-users'],
      ['list'],
      ['list', 'mf-nope'],
      ['list', 'mf-users', '--promote'],
      ['promote', 'mf-users'],
      ['promote', 'mf-users', 'latest'],
      ['rollback', 'mf-users', 'now'],
      ['stage', 'mf-users', '1.4.0-abcdef12'],
      ['stage', 'mf-users', '1.4.0-abcdef12', '100'],
      ['stage', 'mf-users', '1.4.0-abcdef12', 'ten'],
      ['stage', 'mf-users', '1.4.0-abcdef12', '30', '--end'],
      ['release', 'mf-users', '--frobnicate'],
      ['release', 'mf-users', '--dir'],
    ];
    const runs = await Promise.all(wrong.map((args) => runCli(args, as('mf-users'))));
    runs.forEach((run, index) => {
      expect({ args: wrong[index], code: run.code, stdout: run.stdout }).toEqual({
        args: wrong[index],
        code: 2,
        stdout: '',
      });
      expect(run.stderr).toContain('Usage: pnpm remote');
    });
    expect(runs[3]!.stderr).toContain('Unknown target "mf-nope"');
    expect(runs[9]!.stderr).toContain('from 1 to 99');
    const help = await runCli(['--help']);
    expect(help).toMatchObject({ code: 0, stderr: '' });
    expect(help.stdout).toContain('stage <target> --end');
  });

  it('releases a shell and makes it live with --promote', async () => {
    const dir = await buildDir('shell-1', 'shell', 'shell one');
    const run = await runCli(['release', 'shell', '--dir', dir, '--promote'], as('shell'));
    const version = versionOf(run);
    expect(run.stdout).toContain(`Released shell ${version}: a new version.`);
    expect(run.stdout).toContain(`shell ${version} is live now; nothing was live before.`);
    expect((await overview('shell')).live).toBe(version);
  });

  it('uploads a build folder as a version, and the same build again as the same version', async () => {
    await buildDir('users-1', 'mf-users', 'Uživatelé v1');
    const first = await runCli(
      ['release', 'mf-users', '--dir', path.join(scratch, 'users-1')],
      as('mf-users'),
    );
    v1 = versionOf(first);
    expect(first.stdout).toContain(`Released mf-users ${v1}: a new version.`);
    expect(first.stdout).toContain('Zipped 6 files');
    expect(first.stdout).toContain(`Make it live with: pnpm remote promote mf-users ${v1}`);
    const state = await overview('mf-users');
    expect(state.live).toBeNull();
    expect(state.versions).toEqual([
      expect.objectContaining({ version: v1, uploadedBy: 'deploy token mf-users', fileCount: 6 }),
    ]);

    // A relative --dir is the folder the command was typed in.
    const again = await runCli(['release', 'mf-users', '--dir', 'users-1'], as('mf-users'), scratch);
    expect(versionOf(again)).toBe(v1);
    expect(again.stdout).toContain(`mf-users ${v1} was already released`);
    expect((await overview('mf-users')).versions).toHaveLength(1);
  });

  it('lists what is live, previous and staged, the versions and the history', async () => {
    const run = await runCli(['list', 'mf-users'], as('mf-users'));
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain(`mf-users at ${portal}`);
    expect(run.stdout).toMatch(/^Live: +none$/m);
    expect(run.stdout).toMatch(/^Staged: +none$/m);
    expect(run.stdout).toMatch(/VERSION +STATES +UPLOADED +BY +FILES +SIZE +UNMET/);
    expect(run.stdout).toMatch(
      new RegExp(
        `${v1.replace(/\./g, '\\.')} +kept +\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC +deploy token mf-users +6 +[\\d.]+ [k]?B +0`,
      ),
    );
    expect(run.stdout).toContain(`uploaded ${v1}  by deploy token mf-users`);
  });

  it('promotes a version and rolls back to the one live before', async () => {
    const promoted = await runCli(['promote', 'mf-users', v1], as('mf-users'));
    expect(promoted).toMatchObject({ code: 0, stderr: '' });
    expect(promoted.stdout).toContain(`mf-users ${v1} is live now; nothing was live before.`);

    const dir = await buildDir('users-2', 'mf-users', 'Uživatelé v2');
    const second = await runCli(['release', 'mf-users', '--dir', dir, '--promote'], as('mf-users'));
    v2 = versionOf(second);
    expect(v2).not.toBe(v1);
    expect(second.stdout).toContain(`mf-users ${v2} is live now; before it, ${v1} was.`);
    expect(await overview('mf-users')).toMatchObject({ live: v2, previous: v1 });

    const back = await runCli(['rollback', 'mf-users'], as('mf-users'));
    expect(back).toMatchObject({ code: 0, stderr: '' });
    expect(back.stdout).toContain(`Rolled mf-users back: ${v1} is live again (was ${v2}).`);
    expect(await overview('mf-users')).toMatchObject({ live: v1, previous: v2 });

    // The same build again: already released, and said to be live; --promote leaves it so.
    const live = await runCli(['release', 'mf-users', '--dir', 'users-1'], as('mf-users'));
    expect(versionOf(live)).toBe(v1);
    expect(live.stdout).toContain('It is live.');
    const livePromoted = await runCli(
      ['release', 'mf-users', '--dir', 'users-1', '--promote'],
      as('mf-users'),
    );
    expect(versionOf(livePromoted)).toBe(v1);
    expect(livePromoted.stdout).toContain(`mf-users ${v1} is live already.`);

    const listed = (await runCli(['list', 'mf-users'], as('mf-users'))).stdout;
    expect(listed).toMatch(new RegExp(`^Live: +${v1}$`, 'm'));
    expect(listed).toMatch(new RegExp(`^Previous: +${v2}$`, 'm'));
    expect(listed).toContain(`rolled back to ${v1} (was ${v2})`);
  });

  it('stages a version for a share of users and ends it', async () => {
    const staged = await runCli(['stage', 'mf-users', v2, '30'], as('mf-users'));
    expect(staged).toMatchObject({ code: 0, stderr: '' });
    expect(staged.stdout).toContain(`Staged mf-users ${v2} for 30 % of users; the others stay on ${v1}.`);
    expect((await overview('mf-users')).canary).toEqual({ version: v2, percent: 30 });
    expect((await runCli(['list', 'mf-users'], as('mf-users'))).stdout).toMatch(
      new RegExp(`^Staged: +${v2} for 30 % of users$`, 'm'),
    );

    const ended = await runCli(['stage', 'mf-users', '--end'], as('mf-users'));
    expect(ended).toMatchObject({ code: 0, stderr: '' });
    expect(ended.stdout).toContain(
      `Ended the staged release of mf-users ${v2} (30 % of users); everyone is on ${v1}.`,
    );
    expect((await overview('mf-users')).canary).toBeNull();
  });

  it("tells the portal's refusals on stderr with exit 1", async () => {
    const wrongToken = await runCli(['list', 'mf-users'], {
      DEPLOY_TOKEN: 'not-a-token-of-anyone-at-all-0000',
    });
    expect(wrongToken).toMatchObject({ code: 1, stdout: '' });
    expect(wrongToken.stderr).toContain('The deploy token is not valid. (deploy_token_invalid, HTTP 401)');

    const otherTarget = await runCli(['promote', 'mf-users', v2], as('shell'));
    expect(otherTarget.code).toBe(1);
    expect(otherTarget.stderr).toContain('it cannot release mf-users');
    expect(otherTarget.stderr).toContain('deploy_token_wrong_target');

    const unknown = await runCli(['promote', 'mf-users', '1.4.0-00000000'], as('mf-users'));
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('release_version_not_found');

    const alreadyLive = await runCli(['stage', 'mf-users', v1, '10'], as('mf-users'));
    expect(alreadyLive.code).toBe(1);
    expect(alreadyLive.stderr).toContain('release_already_live');

    // The compatibility gate: the live shell provides @portal/shared-contracts 1.3.0.
    const needy = await buildDir(
      'users-needy',
      'mf-users',
      'needs a newer shell',
      manifestOf('mf-users', {
        requires: {
          ...REMOTE_REQUIRES,
          shared: { ...REMOTE_REQUIRES.shared, '@portal/shared-contracts': '^99.0.0' },
        },
      }),
    );
    const refused = await runCli(['release', 'mf-users', '--dir', needy, '--promote'], as('mf-users'));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('needs @portal/shared-contracts ^99.0.0; the portal provides 1.3.0.');
    expect(refused.stderr).toContain('release_requirements_unmet, HTTP 409');
    expect(refused.stdout).not.toContain('Released');
    expect((await overview('mf-users')).versions.map((version) => version.version).sort()).toEqual(
      [v1, v2].sort(),
    );
  });

  it('reads the token file of the local portal when DEPLOY_TOKEN is not set, and names both when neither is there', async () => {
    const dataDir = path.join(scratch, 'data');
    await fs.mkdir(path.join(dataDir, 'deploy-tokens'), { recursive: true });
    await fs.writeFile(path.join(dataDir, 'deploy-tokens', 'mf-users'), `${TOKENS['mf-users']}\n`);
    const fromFile = await runCli(['list', 'mf-users'], { DATA_DIR: dataDir });
    expect(fromFile).toMatchObject({ code: 0, stderr: '' });
    expect(fromFile.stdout).toMatch(new RegExp(`^Live: +${v1}$`, 'm'));

    const none = await runCli(['list', 'mf-creatives'], { DATA_DIR: dataDir });
    expect(none).toMatchObject({ code: 1, stdout: '' });
    expect(none.stderr).toContain('DEPLOY_TOKEN');
    expect(none.stderr).toContain(path.join(dataDir, 'deploy-tokens', 'mf-creatives'));
  });

  it('says so when the portal cannot be reached or the build folder is not a build', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const offline = await runCli(['list', 'mf-users'], {
      ...as('mf-users'),
      PORTAL_URL: `http://127.0.0.1:${closedPort}`,
    });
    expect(offline).toMatchObject({ code: 1, stdout: '' });
    expect(offline.stderr).toContain(`Cannot reach the portal at http://127.0.0.1:${closedPort}`);
    expect(offline.stderr).toContain('ECONNREFUSED');

    const bare = path.join(scratch, 'bare');
    await fs.mkdir(bare, { recursive: true });
    await fs.writeFile(path.join(bare, 'remoteEntry.js'), 'var mf_users;');
    const noManifest = await runCli(['release', 'mf-users', '--dir', bare], as('mf-users'));
    expect(noManifest.code).toBe(1);
    expect(noManifest.stderr).toContain('has no portal-release.json');

    const missing = await runCli(
      ['release', 'mf-users', '--dir', path.join(scratch, 'nowhere')],
      as('mf-users'),
    );
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('There is no build folder');

    const otherBuild = await runCli(
      ['release', 'mf-users', '--dir', path.join(scratch, 'shell-1')],
      as('mf-users'),
    );
    expect(otherBuild.code).toBe(1);
    expect(otherBuild.stderr).toContain('is a build of shell, not of mf-users');
    expect((await overview('mf-users')).versions).toHaveLength(2);
  });
});
