import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';

/**
 * The accessibility audit (tests/accessibility.audit.ts, issue 33): axe-core on every screen per
 * role, one screen after another. `pnpm a11y` from e2e/; the totals by impact are printed at the end.
 */
export default defineConfig({
  ...base,
  testMatch: '**/*.audit.ts',
  fullyParallel: false,
  workers: 1,
  globalSetup: ['./support/global-setup.ts', './support/a11y-report.ts'],
  reporter: 'list',
  outputDir: './test-results/a11y',
});
