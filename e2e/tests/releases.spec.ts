import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { REPO_ROOT, type PortalInstance } from '../support/portal.js';
import { ACCOUNTS, expect, signInOn, testOnOwnPortal } from './fixtures.js';

/**
 * Releasing one remote while the portal runs (issue 30, docs/releasing.md), as a team and an
 * administrator would: `pnpm remote` releases a build of mf-users with a changed text and promotes
 * it while a tab is open; the open tab keeps working on its old version, a reload runs the new one;
 * a rollback brings the old one back; a build needing a shared-contracts the shell does not provide
 * is refused; a preview is seen by the session that chose it only.
 */
const test = testOnOwnPortal('portal-releases');
test.describe.configure({ mode: 'serial' });

const OLD_TEXT = 'Pozvat uživatele';
const NEW_TEXT = 'Pozvat nového uživatele';

interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `pnpm remote …` as a team runs it against this portal, with the token pnpm start made for it. */
function remote(portal: PortalInstance, ...args: string[]): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['api/scripts/remote/cli.mjs', ...args],
      { cwd: REPO_ROOT, env: { ...process.env, PORTAL_URL: portal.url, DATA_DIR: portal.dataDir } },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * A copy of the built mf-users (the one the portal runs) with one text changed, as another build of
 * the same code with a new text would be: the files holding the text rewritten, their precompressed
 * copies made again; `manifest` changes its portal-release.json.
 */
function variantBuild(change: (text: string) => string, manifest?: (json: Record<string, unknown>) => void) {
  const source = path.join(REPO_ROOT, 'mf-users', 'dist');
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-users-variant-'));
  fs.cpSync(source, target, { recursive: true });
  for (const name of fs.readdirSync(target).filter((file) => file.endsWith('.js'))) {
    const file = path.join(target, name);
    const before = fs.readFileSync(file, 'utf8');
    const after = change(before);
    if (after === before) continue;
    fs.writeFileSync(file, after);
    if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(after));
    if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(after));
  }
  if (manifest) {
    const file = path.join(target, 'portal-release.json');
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    manifest(json);
    fs.writeFileSync(file, JSON.stringify(json));
  }
  return target;
}

/** The user list's invite button by its visible text (its name also holds the icon's). */
const inviteButton = (page: Page, text: string) =>
  page.getByRole('button').filter({ hasText: new RegExp(`^${text}$`) });

test('a team releases mf-users, promotes it, rolls it back; the gate refuses a misfit; a preview is one session’s', async ({
  browser,
  portal,
}) => {
  test.setTimeout(8 * 60_000);
  const admin = await signInOn(browser, portal, ACCOUNTS.admin.email);
  await admin.goto('/settings/users');
  await expect(inviteButton(admin, OLD_TEXT)).toBeVisible();
  const before = await remote(portal, 'list', 'mf-users');
  expect(before.code).toBe(0);
  const oldVersion = /Live:\s+(\S+)/.exec(before.stdout)![1]!;

  // A release with a changed text, promoted while the tab is open.
  const changed = variantBuild((text) => text.replaceAll(OLD_TEXT, NEW_TEXT));
  const released = await remote(portal, 'release', 'mf-users', '--dir', changed, '--promote');
  expect(released.stderr).toBe('');
  expect(released.code).toBe(0);
  const newVersion = /(\d+\.\d+\.\d+-[0-9a-f]{8})/.exec(released.stdout)![1]!;
  expect(newVersion).not.toBe(oldVersion);

  // The open tab still runs its version: a screen of mf-users it has not opened yet loads (its lazy
  // chunks are still there), and it still says the old text.
  await admin.getByRole('link', { name: 'Ondřej Zavřený' }).click();
  await expect(admin.getByRole('heading', { name: 'Ondřej Zavřený' })).toBeVisible();
  await admin.goBack();
  await expect(inviteButton(admin, OLD_TEXT)).toBeVisible();
  // After a reload: the new version.
  await admin.reload();
  await expect(inviteButton(admin, NEW_TEXT)).toBeVisible();

  // Rolled back from the command line: a reload runs the old version again.
  const rolledBack = await remote(portal, 'rollback', 'mf-users');
  expect(rolledBack.code).toBe(0);
  expect(rolledBack.stdout).toContain(oldVersion);
  await admin.reload();
  await expect(inviteButton(admin, OLD_TEXT)).toBeVisible();

  // A build needing a shared-contracts the shell does not provide: refused, with the gate's words.
  const misfit = variantBuild(
    (text) => text.replaceAll(OLD_TEXT, 'Pozvat uživatele 99'),
    (json) => {
      const requires = json.requires as { shared: Record<string, string> };
      requires.shared['@portal/shared-contracts'] = '^99.0.0';
    },
  );
  const refused = await remote(portal, 'release', 'mf-users', '--dir', misfit);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(
    /needs @portal\/shared-contracts \^99\.0\.0; the portal provides \d+\.\d+\.\d+/,
  );

  // A preview: the administrator's session runs the new version, the retailer's the live one.
  const retailer = await signInOn(browser, portal, ACCOUNTS.retailer.email);
  const previewed = await admin.request.put(`${portal.url}/api/remotes/mf-users/preview`, {
    data: { version: newVersion },
  });
  expect(previewed.status()).toBe(200);
  await admin.reload();
  await expect(inviteButton(admin, NEW_TEXT)).toBeVisible();
  const banner = admin.getByRole('status').filter({ hasText: newVersion });
  await expect(banner).toContainText('mf-users');
  await admin.screenshot({ path: test.info().outputPath('preview.png') });
  await retailer.goto('/settings/users');
  await expect(inviteButton(retailer, OLD_TEXT)).toBeVisible();
  // Ending it from the banner: the live version again.
  await banner.getByRole('button', { name: 'Ukončit náhled' }).click();
  await expect(inviteButton(admin, OLD_TEXT)).toBeVisible();
  await expect(admin.getByRole('status').filter({ hasText: newVersion })).toHaveCount(0);
  for (const dir of [changed, misfit]) fs.rmSync(dir, { recursive: true, force: true });
});
