import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The service areas (the folders of services/) form a layering: an area uses those below it and is
 * used by those above, never both ways, directly or round a longer circle. Lint keeps each area's
 * imports on the others' index files (eslint.config.js, portal/service-area-index); this test keeps
 * the areas out of circles, which no single file's lint can see.
 */
const servicesDir = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The area a file, or an import's target (an area's folder stands for its index), is in. */
const areaOf = (target: string): string | null => {
  const parts = path.relative(servicesDir, target).split(path.sep);
  if (parts[0] === '..') return null;
  return parts.length > 1 || existsSync(path.join(servicesDir, parts[0]!, 'index.ts')) ? parts[0]! : null;
};

/** area → the areas it imports, with one importing file each (to name in a failure). */
function areaGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(servicesDir)) {
    const from = areaOf(file);
    if (!from) continue;
    const uses = graph.get(from) ?? new Map<string, string>();
    graph.set(from, uses);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = areaOf(path.resolve(path.dirname(file), fileName));
      if (to && to !== from && !uses.has(to)) uses.set(to, path.relative(servicesDir, file));
    }
  }
  return graph;
}

/** The first circle found by a depth-first walk, as the areas round it, or null. */
function findCircle(graph: Map<string, Map<string, string>>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (area: string): string[] | null => {
    const at = path.indexOf(area);
    if (at >= 0) return [...path.slice(at), area];
    if (done.has(area)) return null;
    path.push(area);
    for (const next of graph.get(area)?.keys() ?? []) {
      const circle = visit(next);
      if (circle) return circle;
    }
    path.pop();
    done.add(area);
    return null;
  };
  for (const area of graph.keys()) {
    const circle = visit(area);
    if (circle) return circle;
  }
  return null;
}

describe('service areas', () => {
  const graph = areaGraph();

  it('reads the areas and the imports between them', () => {
    expect(graph.size).toBeGreaterThan(20);
    expect(graph.get('campaigns')?.has('campaign-items')).toBe(true);
  });

  it('no two areas import each other, directly or round a longer circle', () => {
    const circle = findCircle(graph);
    const described = circle?.slice(1).map((to, index) => {
      const from = circle[index]!;
      return `${from} -> ${to} (${graph.get(from)!.get(to)})`;
    });
    expect(described ?? []).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const circled = new Map(
      [...graph].map(([area, uses]) => [area, new Map(uses)] as [string, Map<string, string>]),
    );
    circled.get('campaign-items')!.set('campaigns', 'made up for the test');
    expect(findCircle(circled)).not.toBeNull();
  });
});
