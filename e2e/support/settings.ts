// Where the portal under test is. The config and the global setup read the same values, so the base
// URL is known before the server runs.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = process.env.E2E_BASE_URL ?? `http://localhost:${E2E_PORT}`;

/** Debian's Chromium (stack.md): Playwright's own browsers are never installed. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
