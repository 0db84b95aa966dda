import { ACCESS_PROBE_HEADER, type RouteAccess } from '../src/plugins/access';
import {
  CALLER_NAMES,
  expectedOutcome,
  findLeak,
  isRead,
  ownerMarkers,
  ownerOf,
  prepareRequest,
  signInCallers,
  urlWithQuery,
  type Caller,
  type CallerName,
  type Expected,
} from './access-callers';
import { ACCESS_EXPECTATIONS } from './access-expectations';
import { createTestApp, switchOnFeatures, type TestApp } from './helper';

/**
 * The authorisation matrix (docs/access.md), generated from the live route table: every route of the
 * API is called as each caller with Acme Foods' ids, and the answer must be what the table of
 * access-expectations.ts (written from the spec's role lists) says, which must also be what the
 * route's declaration promises: a declaration that admits the wrong callers fails either way. Reads run for real; a write runs for real when it must be refused, and with
 * the access probe (the access layer answers instead of the handler) when it must be let through, so
 * the data stays as seeded for the next caller. Every answer of a read to the foreign vendor and to
 * anonymous callers is searched for anything of Acme Foods.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { accessProbe: true });
  // Switched-off features answer 404 whoever asks: on, their routes are checked for real.
  await switchOnFeatures(t);
});
afterAll(() => t.close());

type Cell = 'ok' | '401' | '403' | '404' | '400' | 'LEAK' | 'WRONG';

interface Finding {
  route: string;
  caller: CallerName;
  expected: Expected;
  status: number;
  detail: string;
  leak?: boolean;
}

const SHORT: Record<CallerName, string> = {
  anonymous: 'anon',
  vendor: 'vendor',
  foreignVendor: 'foreign',
  agency: 'agency',
  salesPerson: 'sales',
  retailer: 'retailer',
  administrator: 'admin',
  impersonatedVendor: 'imperson.',
};

/**
 * Routes under /api as Fastify's router lists them (its printed tree), independently of the access
 * layer's own table. The OpenAPI document and its viewer (/api/docs, @fastify/swagger-ui) are the one
 * part registered outside the access layer: public by design, read-only, no data.
 */
function registeredRoutes(): Set<string> {
  const routes = new Set<string>();
  const pathAtDepth: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const branch = line.search(/[├└]── /);
    if (branch < 0) continue;
    const depth = branch / 4;
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(branch + 4))!;
    const path = (depth > 0 ? pathAtDepth[depth - 1]! : '') + match[1]!;
    pathAtDepth[depth] = path;
    if (!match[2] || !path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const method of match[2].split(', ')) if (method !== 'HEAD') routes.add(`${method} ${path}`);
  }
  return routes;
}

function bodyOf(response: { headers: Record<string, unknown>; body: string }): unknown {
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('json')) return response.body;
  try {
    return JSON.parse(response.body);
  } catch {
    return response.body;
  }
}

const keyOf = (route: RouteAccess): string => `${route.method} ${route.url.replace(/^\/api/, '')}`;

/** The table's answer for the caller, as expectedOutcome gives the declaration's. */
function tableExpectation(route: RouteAccess, caller: Caller): Expected | undefined {
  const cell = ACCESS_EXPECTATIONS[keyOf(route)]?.[CALLER_NAMES.indexOf(caller.name)];
  if (cell === undefined) return undefined;
  return cell === 'ok' ? 'allowed' : (Number(cell) as Expected);
}

async function tryRoute(
  route: RouteAccess,
  caller: Caller,
  context: { owner: Awaited<ReturnType<typeof ownerOf>>; markers: Awaited<ReturnType<typeof ownerMarkers>> },
): Promise<{ cell: Cell; finding?: Omit<Finding, 'route' | 'caller'> }> {
  const expected = tableExpectation(route, caller) ?? expectedOutcome(route.access, caller);
  const prepared = await prepareRequest(t, route, caller, context.owner);
  const probe = expected === 'allowed' && !isRead(route);
  const headers: Record<string, string> = probe ? { [ACCESS_PROBE_HEADER]: '1' } : {};
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  const response = await t.app.inject({
    method: route.method as 'GET',
    url: urlWithQuery(prepared),
    headers,
    ...(prepared.body !== undefined ? { payload: prepared.body as Record<string, unknown> } : {}),
  });
  const status = response.statusCode;
  const wrong = (detail: string) => ({
    cell: 'WRONG' as const,
    finding: { expected, status, detail: `${detail}: ${response.body.slice(0, 300)}` },
  });
  if (status >= 500) return wrong('a server error');
  if (expected !== 'allowed') {
    return status === expected ? { cell: String(status) as Cell } : wrong(`expected ${expected}`);
  }
  if (probe) {
    return status === 204 && response.headers[ACCESS_PROBE_HEADER] === 'granted'
      ? { cell: 'ok' }
      : wrong('expected the access layer to let it through');
  }
  if (status === 401 || status === 403) return wrong('refused a caller the declaration admits');
  if (!prepared.accessOnly && (status < 200 || status > 299))
    return wrong('expected a read with seeded ids to succeed (give the declaration a sample)');
  if (caller.name === 'foreignVendor' || caller.name === 'anonymous') {
    const leak = findLeak(bodyOf(response), context.markers);
    if (leak) return { cell: 'LEAK', finding: { expected, status, detail: leak, leak: true } };
  }
  return { cell: 'ok' };
}

describe('the access expectations written from the spec', () => {
  it('has one row for every route and a route for every row', () => {
    const routes = new Set(t.app.routeAccess.map(keyOf));
    expect([...routes].filter((key) => !(key in ACCESS_EXPECTATIONS))).toEqual([]);
    expect(Object.keys(ACCESS_EXPECTATIONS).filter((key) => !routes.has(key))).toEqual([]);
  });

  it('equals what every declaration admits, for every caller', async () => {
    const callers = await signInCallers(t);
    const differences: string[] = [];
    for (const route of t.app.routeAccess) {
      for (const name of CALLER_NAMES) {
        const table = tableExpectation(route, callers[name]);
        const declared = expectedOutcome(route.access, callers[name]);
        if (table !== undefined && table !== declared)
          differences.push(
            `${keyOf(route)} as ${name}: the table says ${table}, the declaration ${declared}`,
          );
      }
    }
    expect(differences).toEqual([]);
  });
});

describe('the authorisation matrix of every route', () => {
  // A call per route and caller (over a thousand): seconds alone, more on a loaded CI machine.
  it('answers each role and tenant as declared, and leaks nothing of another company', async () => {
    const callers = await signInCallers(t);
    const owner = await ownerOf(t);
    const markers = await ownerMarkers(t, owner);
    const routes = [...t.app.routeAccess].sort((a, b) =>
      `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`),
    );

    const findings: Finding[] = [];
    const lines: string[] = [];
    const covered = new Set<string>();
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const cells: Cell[] = [];
      for (const callerName of CALLER_NAMES) {
        const { cell, finding } = await tryRoute(route, callers[callerName], { owner, markers });
        cells.push(cell);
        if (finding) findings.push({ route: name, caller: callerName, ...finding });
      }
      covered.add(name);
      lines.push(
        `${name.padEnd(72)} ${route.access.tenancy.padEnd(13)} ${cells.map((cell, i) => cell.padEnd(SHORT[CALLER_NAMES[i]!].length)).join(' ')}`,
      );
    }

    const registered = registeredRoutes();
    const missing = [...registered].filter((route) => !covered.has(route));
    const leaks = findings.filter((finding) => finding.leak);
    const header = `${'route'.padEnd(72)} ${'tenancy'.padEnd(13)} ${CALLER_NAMES.map((name) => SHORT[name]).join(' ')}`;
    process.stdout.write(
      [
        '',
        'Authorisation matrix (ok: let through as declared; 401/403/404/400: refused as declared; LEAK; WRONG)',
        header,
        ...lines,
        `routes covered: ${registered.size - missing.length} / ${registered.size} registered (${Math.floor(((registered.size - missing.length) / registered.size) * 100)} %), ${routes.length * CALLER_NAMES.length} calls, ${leaks.length} leaks, ${findings.length - leaks.length} other findings`,
        '',
      ].join('\n'),
    );

    expect(leaks).toEqual([]);
    expect(findings).toEqual([]);
    expect(missing).toEqual([]);
    expect(covered.size).toBe(registered.size);
  }, 180_000);
});
