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
  globalSetup: './support/global-setup.ts',
  // A fresh clone builds the whole portal in the global setup first.
  globalTimeout: 30 * 60_000,
  timeout: 60_000,
  // A loaded two-core CI machine has taken 8–9 s to run a remote's chunks after a reload (the API
  // answering in milliseconds), so an assertion waits up to 20 s; a passing one returns at once.
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
