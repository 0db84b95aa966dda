// The release tool (`pnpm remote …`, api/scripts/remote/cli.mjs) against one portal instance: its
// address and its DATA_DIR, where the tool finds the deploy tokens.
import { execFile } from 'node:child_process';
import { REPO_ROOT } from '../support/portal.js';

export function remoteCli(portal: { url: string; dataDir: string }, ...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['api/scripts/remote/cli.mjs', ...args],
      { cwd: REPO_ROOT, env: { ...process.env, PORTAL_URL: portal.url, DATA_DIR: portal.dataDir } },
      (error, stdout, stderr) =>
        error ? reject(new Error(`pnpm remote ${args.join(' ')}: ${stderr || stdout}`)) : resolve(stdout),
    );
  });
}
