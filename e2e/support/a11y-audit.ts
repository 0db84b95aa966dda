import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { BLOCKING_IMPACTS, describeFinding, recordFindings, type Finding } from './a11y-report.js';

// WCAG 2.0–2.2 A and AA, and axe's best practices (one h1, landmarks, heading order): those are
// moderate, counted but not failing a test.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The screen has settled: nothing loading, no request in flight. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
}

export async function audit(page: Page, role: string, screen: string): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map((violation) => ({
    role,
    screen,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    nodes: violation.nodes.length,
    help: violation.help,
    example: violation.nodes[0]?.target.join(' ') ?? '',
  }));
}

/** Keeps the findings for the run's totals and fails the test on a serious or critical one. */
export function judge(findings: Finding[]): void {
  recordFindings(findings);
  const blocking = findings.filter((finding) => BLOCKING_IMPACTS.has(finding.impact));
  expect(blocking.map(describeFinding)).toEqual([]);
}
