import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, CHROMIUM } from './support/settings.js';

/**
 * End-to-end tests in Debian's Chromium against the composed portal (API + shell + remotes from one
 * process), started by the global setup. Sized for a two-core machine: two workers, generous
 * timeouts, nothing retried (a flaky test is a bug to fix, not to hide).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // The portal, and the accessibility audit's totals (support/a11y-report.ts) printed at the end.
  globalSetup: ['./support/global-setup.ts', './support/a11y-report.ts'],
  // A fresh clone builds the whole portal in the global setup first. On a loaded two-core machine
  // (2026-11-27: the build 3.4 min, the 67 tests 21 min against 9 on a quiet one) a remote's chunks
  // took 8–9 s to run after a reload while the API answered in milliseconds, and a spec starting a
  // portal of its own took over a minute: the limits leave room for that; a passing step returns at once.
  globalTimeout: 45 * 60_000,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['junit', { outputFile: 'test-results/junit.xml' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    viewport: { width: 1366, height: 900 },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    video: 'off',
    launchOptions: CHROMIUM,
  },
  projects: [{ name: 'chromium' }],
});
