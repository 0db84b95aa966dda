// The accessibility audit's totals over all its tests (tests/accessibility.spec.ts): each test
// appends what axe found to one file; this global setup empties it and its teardown prints the sums.
import fs from 'node:fs';
import path from 'node:path';

export const FINDINGS_FILE = path.resolve('test-results/a11y-findings.jsonl');

export interface Finding {
  role: string;
  screen: string;
  rule: string;
  impact: string;
  nodes: number;
  help: string;
  example: string;
}

export const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export function recordFindings(findings: Finding[]): void {
  fs.mkdirSync(path.dirname(FINDINGS_FILE), { recursive: true });
  fs.appendFileSync(FINDINGS_FILE, findings.map((finding) => JSON.stringify(finding) + '\n').join(''));
}

export function describeFinding(finding: Finding): string {
  return `[${finding.impact}] ${finding.role} ${finding.screen} ${finding.rule} ×${finding.nodes}: ${finding.help} (${finding.example})`;
}

export default function a11yReport(): () => void {
  fs.rmSync(FINDINGS_FILE, { force: true });
  return () => {
    const findings: Finding[] = fs.existsSync(FINDINGS_FILE)
      ? fs
          .readFileSync(FINDINGS_FILE, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Finding)
      : [];
    const byImpact = new Map<string, { rules: number; nodes: number }>();
    for (const finding of findings) {
      const sum = byImpact.get(finding.impact) ?? { rules: 0, nodes: 0 };
      byImpact.set(finding.impact, { rules: sum.rules + 1, nodes: sum.nodes + finding.nodes });
    }
    const screens = new Set(findings.map((finding) => `${finding.role} ${finding.screen}`)).size;
    console.log(`[a11y] axe found ${findings.length} violations on ${screens} screens:`);
    for (const impact of ['critical', 'serious', 'moderate', 'minor']) {
      const sum = byImpact.get(impact) ?? { rules: 0, nodes: 0 };
      console.log(`[a11y]   ${impact}: ${sum.rules} violations on ${sum.nodes} elements`);
    }
  };
}
