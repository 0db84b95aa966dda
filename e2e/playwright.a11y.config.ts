import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';

/**
 * The accessibility audit alone (tests/accessibility.spec.ts, issue 33, also part of the whole
 * end-to-end run): axe-core on every screen per role. `pnpm a11y` from e2e/; the totals by impact
 * are printed at the end.
 */
export default defineConfig({
  ...base,
  testMatch: '**/accessibility*.spec.ts',
  fullyParallel: false,
  workers: 1,
  reporter: 'list',
  outputDir: './test-results/a11y',
});
