import { ErrorBodySchema } from '@portal/shared-contracts';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { isMessageCode } from '../src/i18n/messages';
import type { RouteAccess } from '../src/plugins/access';
import {
  expectedOutcome,
  isRead,
  ownerOf,
  prepareRequest,
  signInCallers,
  type Caller,
  type CallerName,
} from './access-callers';
import {
  asSchemaNode,
  BAD_PATH_SEGMENTS,
  BAD_QUERY_VALUES,
  badValuesFor,
  BIG_STRINGS,
  EVIL_KEYS,
  fieldsOf,
  isObjectSchema,
  MALFORMED_JSON,
  MEGABYTE_ASCII,
  nested,
  NUL_STRINGS,
  ODD_STRINGS,
  Random,
  RawJson,
  toJsonText,
  unstorable,
  validExample,
  type Field,
  type SchemaNode,
} from './fuzz-inputs';
import { users, userSalesPersons } from '../src/db/schema';
import { createTestApp, loginAs, switchOnFeatures, type TestApp } from './helper';

/**
 * Fuzzing of every route of the live route table (docs/access.md), as each kind of caller in turn
 * (anonymous, vendor, agency, sales person, retailer, administrator, a retailer logged in as the
 * vendor), through the real handlers: on the routes the caller is admitted to, at least 10,000
 * malformed requests per kind; on the others a few, which the access layer must refuse. Malformed:
 * malformed JSON, bodies that are not objects, each field with wrong types, out-of-range
 * numbers, impossible dates, control characters, NUL, lone surrogates and 1 MB strings, missing and
 * extra fields, `__proto__`/`constructor` keys, malformed path parameters and query strings.
 *
 * Every request sent is invalid for sure: an oracle (`whyInvalid`) replays what the server will see
 * (the URL as normalised, the JSON as parsed) against the route's own valibot schemas, and sends only
 * requests that a schema refuses, that are not JSON at all, or whose validated values cannot be
 * stored (NUL, numbers past 2^53, year 0). So every answer must be a 4xx with the error body of the
 * message catalogue, never a 5xx, and nothing may be stored: the tables, the uploaded files and the
 * outgoing mail are compared before and after.
 *
 * The cases come from a seeded PRNG: FUZZ_SEED=<n> repeats a run exactly (the seed is printed).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_301);
/** Requests per kind of caller, at least. */
const MIN_REQUESTS_PER_CALLER = 10_000;
/**
 * Requests per route a caller is admitted to, before scaling to MIN_REQUESTS_PER_CALLER: most where
 * a body has fields to get wrong, fewest where only the address does.
 */
const BUDGET = { objectBody: 420, otherWrite: 130, read: 90 } as const;
/** Requests per admitted route at least, however many routes share the kind's minimum. */
const MIN_PER_ADMITTED_ROUTE = 40;
/** Requests per route the access layer refuses the caller: it must refuse malformed ones too. */
const REFUSED_BUDGET = 12;

/** What may change on a refused request: a session's last use, a failed sign-in's count. */
const NOT_FINGERPRINTED = new Set(['sessions', 'rate_limit_buckets']);

/**
 * The kinds of caller the fuzz runs as; the sales person is one without the retailer role (a vendor
 * of another company is the access tests' concern).
 */
const FUZZ_CALLERS: readonly CallerName[] = [
  'anonymous',
  'vendor',
  'agency',
  'salesPerson',
  'retailer',
  'administrator',
  'impersonatedVendor',
];

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON',
  'application/json;charset=UTF-8',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Switched-off features answer 404 whoever asks: on, their routes are checked for real.
  await switchOnFeatures(t);
});
afterAll(() => t.close());

interface FuzzCase {
  what: string;
  /** Raw path segments by parameter name, as they go into the URL. */
  params: Record<string, string>;
  query: [string, string][];
  body?: { text: string; contentType: string };
}

/** A route, its caller and a request of it that passes the access layer: the base the cases change. */
interface Target {
  route: RouteAccess;
  name: string;
  caller: CallerName;
  token: string | null;
  params: Record<string, string>;
  query: [string, string][];
  body: Record<string, unknown>;
  schema: { params?: SchemaNode; query?: SchemaNode; body?: SchemaNode };
  bodyFields: Field[] | null;
  queryFields: Field[];
  paramNames: string[];
}

const isWrite = (route: RouteAccess) => route.method !== 'GET';

// --- The oracle ------------------------------------------------------------------------------------

/** Whether a URL still reaches the route after normalisation ('..' resolves), and its raw segments. */
function segmentsOf(route: RouteAccess, url: string): Record<string, string> | null {
  const parsed = new URL(url, 'http://localhost');
  const template = route.url.split('/');
  const actual = parsed.pathname.split('/');
  if (template.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of template.entries()) {
    // An empty segment is a trailing slash or '//': another route (ignoreTrailingSlash) or none.
    if (part.startsWith(':') && actual[i]) params[part.slice(1)] = actual[i]!;
    else if (part !== actual[i]) return null;
  }
  return params;
}

function urlOf(route: RouteAccess, fuzz: FuzzCase): string {
  const pathname = route.url.replace(/:(\w+)/g, (_match, name: string) => fuzz.params[name] ?? '1');
  const query = new URLSearchParams(fuzz.query).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The query as Fastify's parser gives it: repeated keys become arrays. */
function parsedQuery(url: string): Record<string, string | string[]> {
  const result = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of new URL(url, 'http://localhost').searchParams) {
    const earlier = result[key];
    result[key] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return result;
}

function check(schema: SchemaNode | undefined, value: unknown): { ok: boolean; output?: unknown } {
  if (!schema) return { ok: true };
  const result = v.safeParse(schema as unknown as v.GenericSchema, value);
  return result.success ? { ok: true, output: result.output } : { ok: false };
}

/**
 * Why the server must refuse this request, or null when it might take it (then it is not sent: a
 * route without a body schema, for one, would run its handler on any well-formed body).
 */
function whyInvalid(target: Target, fuzz: FuzzCase): string | null {
  const url = urlOf(target.route, fuzz);
  const segments = segmentsOf(target.route, url);
  if (!segments) return null; // another route, or none: not this route's business
  const params: Record<string, string> = {};
  for (const [name, raw] of Object.entries(segments)) {
    try {
      params[name] = decodeURIComponent(raw);
    } catch {
      return 'malformed URL encoding';
    }
  }
  const outputs: unknown[] = [];
  const paramCheck = check(target.schema.params, params);
  if (!paramCheck.ok) return 'invalid path parameter';
  outputs.push(paramCheck.output);
  const queryCheck = check(target.schema.query, parsedQuery(url));
  if (!queryCheck.ok) return 'invalid query';
  outputs.push(queryCheck.output);

  if (isWrite(target.route)) {
    let body: unknown;
    const type = fuzz.body?.contentType.toLowerCase() ?? '';
    if (type.startsWith('application/json')) {
      try {
        body = JSON.parse(fuzz.body!.text);
      } catch {
        return 'malformed JSON';
      }
    } else if (type.startsWith('text/plain')) {
      body = fuzz.body!.text;
    } else if (fuzz.body) {
      // No parser of the route takes it (415), or one that gives no object.
      if (!isObjectSchema(target.schema.body)) return null;
      return 'unsupported media type';
    }
    if (target.schema.body) {
      const bodyCheck = check(target.schema.body, body);
      if (!bodyCheck.ok) return 'invalid body';
      outputs.push(bodyCheck.output);
    }
  }
  return unstorable(outputs) ?? yearZero(target, outputs);
}

/** Year 0 passes the date schema but is no date PostgreSQL knows (1 BC is '0001-01-01 BC'). */
function yearZero(target: Target, [, query, body]: unknown[]): string | null {
  const dated = (fields: Field[], values: unknown) =>
    fields.some(
      (field) =>
        field.kind === 'date' &&
        /^0000-/.test(String((values as Record<string, unknown> | undefined)?.[field.name] ?? '')),
    );
  return dated(target.queryFields, query) || dated(target.bodyFields ?? [], body) ? 'year 0' : null;
}

// --- Generating cases ------------------------------------------------------------------------------

function show(value: unknown): string {
  if (value instanceof RawJson) return value.text.length > 60 ? `${value.text.slice(0, 40)}…` : value.text;
  if (typeof value === 'string' && value.length > 60)
    return `${JSON.stringify(value.slice(0, 12))}… (${value.length} chars)`;
  const text = toJsonText(value);
  return text.length > 70 ? `${text.slice(0, 60)}… (${text.length} chars)` : text;
}

const jsonBody = (value: unknown, contentType = 'application/json') => ({
  text: toJsonText(value),
  contentType,
});

function baseCase(target: Target, what: string, body?: FuzzCase['body']): FuzzCase {
  return { what, params: { ...target.params }, query: [...target.query], body };
}

const isStringy = (field: Field) =>
  field.kind === 'string' || field.kind === 'email' || field.kind === 'date' || field.kind === 'picklist';

/** A valid string of the field with a NUL somewhere in it. */
function withNul(random: Random, field: Field): unknown {
  const valid = validExample(field);
  const text = typeof valid === 'string' && valid ? valid : 'fuzz';
  const at = random.int(text.length + 1);
  return random.chance(0.3) ? random.pick(NUL_STRINGS) : `${text.slice(0, at)}\u0000${text.slice(at)}`;
}

/** A value aimed at one field: of the wrong type, out of range, malformed, or wrong deeper inside. */
function badValue(random: Random, field: Field, depth = 0): { value: unknown; what: string } {
  const roll = random.next();
  if (roll < 0.12) {
    const value = roll < 0.1 && isStringy(field) ? withNul(random, field) : random.pick(BIG_STRINGS);
    return { value, what: show(value) };
  }
  if (field.kind === 'array' && field.item && depth < 3 && roll < 0.55) {
    const inner = badValue(random, field.item, depth + 1);
    const valid = validExample(field.item);
    if (random.chance(0.05)) {
      // Validation of a long list must stay cheap and still find the one bad item at its end.
      const long: unknown[] = Array.from({ length: 100_000 }, () => valid);
      long.push(inner.value);
      return { value: long, what: `100,000 valid items and then ${inner.what}` };
    }
    return {
      value: random.chance(0.5) ? [inner.value] : [valid, inner.value, valid],
      what: `[${inner.what}]`,
    };
  }
  if (field.kind === 'object' && field.fields?.length && depth < 3 && roll < 0.55) {
    const inner = random.pick(field.fields);
    const bad = badValue(random, inner, depth + 1);
    return {
      value: { ...(validExample(field) as object), [inner.name]: bad.value },
      what: `{${inner.name}: ${bad.what}}`,
    };
  }
  if (roll < 0.58 && random.chance(0.1)) {
    const value = nested(random.pick([50, 1000, 5000]), 1, random.chance(0.5));
    return { value, what: 'deeply nested' };
  }
  const value = random.pick(badValuesFor(field));
  return { value, what: show(value) };
}

/** One field of the body made wrong (or left out), the rest as in the base request. */
function mutateField(random: Random, target: Target, body: Record<string, unknown>): string {
  const fields = target.bodyFields!;
  const field = random.pick(fields);
  if (random.chance(0.12)) {
    delete body[field.name];
    return `without ${field.name}`;
  }
  const { value, what } = badValue(random, field);
  body[field.name] = value;
  return `${field.name} = ${what}`;
}

/** Extra and prototype-named keys, which must change nothing whatever else is wrong. */
function addEvilKeys(random: Random, body: Record<string, unknown>): string {
  const keys = random.sample(EVIL_KEYS, 1 + random.int(3));
  for (const key of keys) {
    // Assigning '__proto__' would set the prototype: define it as an own property, as JSON.parse does.
    Object.defineProperty(body, key, {
      value: random.pick([{ polluted: 'yes' }, 1, 'x', null, [1], true]),
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
  return `extra keys ${keys.map((key) => show(key)).join(', ')}`;
}

type Generator = (random: Random, target: Target) => FuzzCase;

/** The body's fields made wrong one at a time. */
const fieldCase: Generator = (random, target) => {
  const body = { ...target.body };
  const what = mutateField(random, target, body);
  return baseCase(target, what, jsonBody(body));
};

/** Several fields wrong, odd but valid text in others, extra and prototype keys. */
const comboCase: Generator = (random, target) => {
  const body = { ...target.body };
  const parts: string[] = [];
  for (let i = 1 + random.int(3); i > 0; i -= 1) parts.push(mutateField(random, target, body));
  const textFields = target.bodyFields!.filter((field) => field.kind === 'string');
  if (textFields.length && random.chance(0.6)) {
    const field = random.pick(textFields);
    body[field.name] = random.pick(ODD_STRINGS);
    parts.push(`${field.name} = ${show(body[field.name])}`);
  }
  if (random.chance(0.6)) parts.push(addEvilKeys(random, body));
  return baseCase(target, parts.join(', '), jsonBody(body, random.pick(JSON_TYPES)));
};

/** JSON that is not an object at all. */
const notAnObjectCase: Generator = (random, target) => {
  const value = random.pick<unknown>([
    [],
    [target.body],
    null,
    0,
    -1,
    2 ** 53,
    'text',
    '',
    true,
    ...NUL_STRINGS,
    ...BIG_STRINGS,
    nested(5000, null, false),
    nested(5000, null, true),
  ]);
  return baseCase(target, `body ${show(value)}`, jsonBody(value));
};

const malformedCase: Generator = (random, target) => {
  const text = random.pick(MALFORMED_JSON);
  return baseCase(target, `malformed JSON ${show(text)}`, { text, contentType: random.pick(JSON_TYPES) });
};

/**
 * `__proto__` and `constructor.prototype` keys at the top, in a field and in a list: JSON.stringify
 * will not write them from an object literal, so the text is put together by hand; one field is
 * wrong besides, so that a server which dropped the keys would still refuse.
 */
const prototypeCase: Generator = (random, target) => {
  const body = { ...target.body };
  const what = mutateField(random, target, body);
  const poison = random.pick([
    '"__proto__":{"polluted":"yes"}',
    '"__proto__":{"polluted":"yes","isAdmin":true}',
    '"constructor":{"prototype":{"polluted":"yes"}}',
    '"__proto__":[]',
    '"__proto__":null',
  ]);
  const rest = toJsonText(body).slice(1);
  const field = random.pick(target.bodyFields!);
  const text = random.chance(0.7)
    ? `{${poison}${rest === '}' ? '}' : `,${rest}`}`
    : toJsonText({ ...body, [field.name]: new RawJson(`[{${poison}}]`) });
  return baseCase(target, `${poison.split(':')[0]} and ${what}`, { text, contentType: 'application/json' });
};

/** A body in a content type no route of JSON takes, or as plain text. */
const contentTypeCase: Generator = (random, target) => {
  const [contentType, text] = random.pick<[string, string]>([
    ['text/plain', toJsonText(target.body)],
    ['text/plain; charset=utf-8', 'hello'],
    ['application/x-www-form-urlencoded', 'a=1&b=2'],
    ['application/xml', '<?xml version="1.0"?><a>1</a>'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
    ['application/octet-stream', '\u0000\u0001\u0002'],
    ['text/csv', 'a,b\n1,2'],
  ]);
  return baseCase(target, `${contentType} body ${show(text)}`, { text, contentType });
};

/** Two copies of a key: JSON.parse keeps the last, and so must the server's validation. */
const duplicateKeyCase: Generator = (random, target) => {
  const field = random.pick(target.bodyFields!);
  const bad = badValue(random, field);
  const members = (value: unknown) => toJsonText(value).slice(1, -1);
  const first = members({ [field.name]: validExample(field) || 'fuzz' });
  const parts = [first, members(target.body), members({ [field.name]: bad.value })];
  const text = `{${parts.filter(Boolean).join(',')}}`;
  return baseCase(target, `${field.name} twice, last ${bad.what}`, { text, contentType: 'application/json' });
};

function badSegment(random: Random): { segment: string; what: string } {
  if (random.chance(0.15)) {
    const odd = random.pick([...ODD_STRINGS, ...NUL_STRINGS]);
    try {
      return { segment: encodeURIComponent(odd), what: show(odd) };
    } catch {
      // A lone surrogate has no UTF-8: fall through to the raw segments.
    }
  }
  const segment = random.pick(BAD_PATH_SEGMENTS);
  return { segment, what: show(segment) };
}

/** A malformed path parameter; the body, if any, as in the base request or broken too. */
const paramCase: Generator = (random, target) => {
  const name = random.pick(target.paramNames);
  const { segment, what } = badSegment(random);
  const fuzz = baseCase(target, `:${name} = ${what}`);
  fuzz.params[name] = segment;
  if (isWrite(target.route)) {
    const roll = random.next();
    if (roll < 0.5 && target.schema.body) fuzz.body = jsonBody(target.body);
    else if (roll < 0.65) fuzz.body = jsonBody({});
    else if (roll < 0.8) fuzz.body = { text: random.pick(MALFORMED_JSON), contentType: 'application/json' };
    else if (roll < 0.9 && target.route.url.endsWith('/creative-zip'))
      fuzz.body = {
        text: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\nContent-Type: application/zip\r\n\r\nPK\u0003\u0004\r\n--x--\r\n',
        contentType: 'multipart/form-data; boundary=x',
      };
    if (fuzz.body) fuzz.what += ` with ${fuzz.body.contentType.split(';')[0]} ${show(fuzz.body.text)}`;
  }
  return fuzz;
};

/** A query parameter of the route's schema made wrong, repeated, or surrounded by junk keys. */
const queryCase: Generator = (random, target) => {
  const fuzz = baseCase(target, '');
  const field = random.pick(target.queryFields);
  const roll = random.next();
  let value: string;
  if (roll < 0.1) value = String(withNul(random, { ...field, kind: 'string' }));
  // Percent-encoded, 1 MB of 'ř' is a 6 MB address: ASCII makes the point at a sixth of the cost.
  else if (roll < 0.12) value = MEGABYTE_ASCII;
  else value = random.pick(BAD_QUERY_VALUES);
  fuzz.query = fuzz.query.filter(([key]) => key !== field.name);
  if (random.chance(0.15)) {
    // Repeated keys arrive as an array, which no string schema takes.
    const existing = target.query.find(([key]) => key === field.name)?.[1] ?? '1';
    fuzz.query.push([field.name, existing], [field.name, value]);
    fuzz.what = `${field.name} twice, last ${show(value)}`;
  } else {
    fuzz.query.push([field.name, value]);
    fuzz.what = `?${field.name} = ${show(value)}`;
  }
  if (random.chance(0.3)) {
    const key = random.pick(EVIL_KEYS);
    fuzz.query.push([key, random.pick(['1', '{"polluted":"yes"}', ''])]);
    fuzz.what += `, extra ${show(key)}`;
  }
  if (isWrite(target.route) && target.schema.body) fuzz.body = jsonBody(target.body);
  return fuzz;
};

/**
 * The base request without some of its query parameters, perhaps with junk keys: mostly valid, an
 * optional parameter left out (a read is then sent anyway, judged on its status only).
 */
const omitQueryCase: Generator = (random, target) => {
  const fuzz = baseCase(target, '');
  const dropped = random.sample(
    target.query.map(([key]) => key),
    1 + random.int(Math.max(target.query.length, 1)),
  );
  fuzz.query = fuzz.query.filter(([key]) => !dropped.includes(key));
  fuzz.what = `without ?${dropped.join(', ?')}`;
  if (random.chance(0.4)) {
    const key = random.pick(EVIL_KEYS);
    fuzz.query.push([key, random.pick(['1', '', '{"polluted":"yes"}'])]);
    fuzz.what += `, extra ${show(key)}`;
  }
  if (isWrite(target.route) && target.schema.body) fuzz.body = jsonBody(target.body);
  return fuzz;
};

/** Weighted generators that make sense for the route. */
function generatorsOf(target: Target): [Generator, number][] {
  const list: [Generator, number][] = [];
  if (target.paramNames.length) list.push([paramCase, isWrite(target.route) ? 8 : 10]);
  if (target.queryFields.length) list.push([queryCase, isWrite(target.route) ? 5 : 10]);
  if (target.query.length && isRead(target.route)) list.push([omitQueryCase, 3]);
  if (!isWrite(target.route)) return list;
  list.push([malformedCase, target.bodyFields ? 6 : 10]);
  if (target.schema.body) list.push([notAnObjectCase, 5]);
  if (target.bodyFields?.length) {
    list.push(
      [fieldCase, 45],
      [comboCase, 15],
      [prototypeCase, 8],
      [contentTypeCase, 3],
      [duplicateKeyCase, 3],
    );
  }
  return list;
}

function pickGenerator(random: Random, generators: [Generator, number][]): Generator {
  let roll = random.next() * generators.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [generator, weight] of generators) {
    roll -= weight;
    if (roll < 0) return generator;
  }
  return generators.at(-1)![0];
}

/** Every malformed JSON text and every bad segment once, before the random cases. */
function systematicCases(target: Target): FuzzCase[] {
  const cases: FuzzCase[] = [];
  if (isWrite(target.route))
    for (const text of MALFORMED_JSON)
      cases.push(baseCase(target, `malformed JSON ${show(text)}`, { text, contentType: 'application/json' }));
  for (const name of target.paramNames) {
    for (const segment of BAD_PATH_SEGMENTS) {
      const fuzz = baseCase(
        target,
        `:${name} = ${show(segment)}`,
        target.schema.body ? jsonBody(target.body) : undefined,
      );
      fuzz.params[name] = segment;
      cases.push(fuzz);
    }
  }
  return cases;
}

// --- Sending and judging ---------------------------------------------------------------------------

interface Failure {
  route: string;
  what: string;
  why: string;
  status: number;
  problem: string;
  body: string;
}

/** What is wrong with an answer to an invalid request, or null. */
function problemOf(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}): string | null {
  const status = response.statusCode;
  if (status >= 500) return 'server error';
  if (status < 400) return 'not refused';
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'error body is not JSON';
  }
  if (!v.is(ErrorBodySchema, body)) return 'error body without code, message and requestId';
  if (!isMessageCode(body.code)) return `code ${body.code} is not in the message catalogue`;
  if (!body.message) return 'empty message';
  if (response.headers['x-request-id'] !== body.requestId) return 'requestId differs from x-request-id';
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json'))
    return 'error body not sent as application/json';
  return null;
}

async function rows<Row>(query: SQL): Promise<Row[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Row count and a digest of every row of every table that a refused request must leave alone. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await rows<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const result: Record<string, string> = {};
  for (const { tablename } of tables) {
    if (NOT_FINGERPRINTED.has(tablename)) continue;
    const [row] = await rows<{ count: string | number; digest: string }>(
      sql`select count(*) as count, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from ${sql.identifier(tablename)} t`,
    );
    result[tablename] = `${row!.count} rows, ${row!.digest}`;
  }
  return result;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function targetOf(
  route: RouteAccess,
  caller: Caller,
  owner: Awaited<ReturnType<typeof ownerOf>>,
): Promise<Target> {
  const name = `${route.method} ${route.url}`;
  const callerName = caller.name;
  const prepared = await prepareRequest(t, route, caller, owner);
  const schema = {
    params: asSchemaNode(route.schema.params),
    query: asSchemaNode(route.schema.querystring),
    body: asSchemaNode(route.schema.body),
  };
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const params = segmentsOf(route, prepared.url) ?? {};
  const bodyFields = isObjectSchema(schema.body) ? fieldsOf(schema.body!) : null;
  // Required fields the base request lacks get a plausible value, so that one wrong field is the
  // only thing wrong where possible: a NUL or a number past 2^53 must then be refused on its own.
  const body: Record<string, unknown> = { ...(prepared.body ?? {}) };
  for (const field of bodyFields ?? [])
    if (field.required && !(field.name in body)) body[field.name] = validExample(field);
  return {
    route,
    name,
    caller: callerName,
    token: caller.token,
    params,
    query: Object.entries(prepared.query),
    body,
    schema,
    bodyFields,
    queryFields: schema.query && isObjectSchema(schema.query) ? fieldsOf(schema.query) : [],
    paramNames: schema.params ? paramNames : [],
  };
}

function send(target: Target, fuzz: FuzzCase) {
  const headers: Record<string, string> = {};
  if (target.token) headers.authorization = `Bearer ${target.token}`;
  if (fuzz.body) headers['content-type'] = fuzz.body.contentType;
  return t.app.inject({
    method: target.route.method as 'POST',
    url: urlOf(target.route, fuzz),
    headers,
    ...(fuzz.body && isWrite(target.route) ? { payload: fuzz.body.text } : {}),
  });
}

/** FNV-1a of a route's name, to derive its own random stream from the seed. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

let callers: Record<CallerName, Caller>;
let owner: Awaited<ReturnType<typeof ownerOf>>;
let routes: RouteAccess[];
const summary: string[] = [];

/**
 * A sales person without the retailer role (the demo's sales@ is retailer staff too): they administer
 * the users of the companies they are named for, here Acme Foods' vendor.
 */
async function pureSalesPerson(vendorUserId: number): Promise<Caller> {
  const [template] = await t.database.db
    .select({ passwordHash: users.passwordHash, companyId: users.companyId })
    .from(users)
    .where(eq(users.email, 'sales@portal.test'));
  const [person] = await t.database.db
    .insert(users)
    .values({
      email: 'jen.obchodnik.fuzz@portal.test',
      passwordHash: template!.passwordHash,
      firstName: 'Jen',
      lastName: 'Obchodník',
      companyId: template!.companyId,
      roles: ['salesPerson'],
    })
    .returning({ id: users.id });
  await t.database.db
    .insert(userSalesPersons)
    .values({ userId: vendorUserId, salesPersonId: person!.id, position: 9 });
  return {
    name: 'salesPerson',
    token: await loginAs(t.app, 'jen.obchodnik.fuzz@portal.test'),
    userId: person!.id,
    roles: ['salesPerson'],
    impersonated: false,
    seesOwner: false,
  };
}

beforeAll(async () => {
  callers = await signInCallers(t);
  owner = await ownerOf(t);
  callers.salesPerson = await pureSalesPerson(owner.vendorUserId);
  routes = [...t.app.routeAccess].sort((a, b) =>
    `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`),
  );
}, 120_000);

afterAll(() => {
  process.stdout.write(['', 'Route fuzz per kind of caller:', ...summary, ''].join('\n'));
});

const baseBudget = (target: Target) =>
  !isWrite(target.route) ? BUDGET.read : target.bodyFields ? BUDGET.objectBody : BUDGET.otherWrite;

interface Run {
  target: Target;
  admitted: boolean;
  budget: number;
}

type Answer = Awaited<ReturnType<typeof send>>;

/**
 * Sends a route's cases as the target's caller: the systematic ones, then random ones up to the
 * budget. Only cases the oracle finds invalid are sent; on a read the caller may call, the others
 * (an optional parameter left out, a junk key) are kept for `sendValidLooking`.
 */
async function fuzzRoute(run: Run, record: (fuzz: FuzzCase, why: string, response: Answer) => void) {
  const { target, budget } = run;
  const generators = generatorsOf(target);
  // A stream per route and caller: a route added or changed elsewhere leaves this one's cases as they were.
  const random = new Random(SEED ^ hashOf(`${target.caller} ${target.name}`));
  const systematic = run.admitted ? systematicCases(target) : systematicCases(target).slice(0, budget);
  const validLooking: FuzzCase[] = [];
  let sent = 0;
  let skipped = 0;
  for (let attempt = 0; sent < Math.max(budget, systematic.length) && attempt < budget * 20; attempt += 1) {
    const fuzz = systematic[attempt] ?? pickGenerator(random, generators)(random, target);
    const why = whyInvalid(target, fuzz);
    if (!why) {
      skipped += 1;
      if (run.admitted && isRead(target.route) && validLooking.length < budget) validLooking.push(fuzz);
      continue;
    }
    record(fuzz, why, await send(target, fuzz));
    sent += 1;
  }
  return { sent, skipped, validLooking };
}

/** What is wrong with the answer to a read that may be valid: a server error, or a refusal without the error body. */
const problemOfValidLooking = (response: Answer): string | null =>
  response.statusCode >= 400 || response.statusCode < 200 ? problemOf(response) : null;

describe('route fuzz', () => {
  for (const callerName of FUZZ_CALLERS) {
    it(`answers every malformed request as ${callerName} with a 4xx of the catalogue, and stores nothing`, async () => {
      const started = Date.now();
      const caller = callers[callerName];
      const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
      const tablesBefore = await fingerprint();
      const filesBefore = await filesUnder(t.config.dataDir);
      const mailsBefore = t.mailer.sent.length;

      const runs: Run[] = [];
      const notFuzzed: string[] = [];
      for (const route of routes) {
        const target = await targetOf(route, caller, owner);
        if (generatorsOf(target).length === 0) {
          // A read without parameters, query or body: no request of it is invalid.
          notFuzzed.push(target.name);
          continue;
        }
        const admitted = expectedOutcome(route.access, caller) === 'allowed';
        runs.push({ target, admitted, budget: admitted ? baseBudget(target) : REFUSED_BUDGET });
      }
      // Scaled so that the admitted routes alone carry the kind's minimum (with a margin for the
      // cases a generator cannot make invalid on a route), each route keeping a share of its own.
      const admittedBase = runs.filter((run) => run.admitted).reduce((sum, run) => sum + run.budget, 0);
      const scale = (MIN_REQUESTS_PER_CALLER * 1.1) / Math.max(admittedBase, 1);
      for (const run of runs)
        if (run.admitted) run.budget = Math.max(MIN_PER_ADMITTED_ROUTE, Math.ceil(run.budget * scale));

      const failures: Failure[] = [];
      const lines: string[] = [];
      const statuses = new Map<number, number>();
      const reasons = new Map<string, number>();
      let admittedRequests = 0;
      let refusedRequests = 0;
      const validLooking: { run: Run; fuzz: FuzzCase }[] = [];
      for (const run of runs) {
        const outcome = await fuzzRoute(run, (fuzz, why, response) => {
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          reasons.set(why, (reasons.get(why) ?? 0) + 1);
          const problem = problemOf(response);
          if (problem)
            failures.push({
              route: run.target.name,
              what: fuzz.what,
              why,
              status: response.statusCode,
              problem,
              body: response.body.slice(0, 300),
            });
        });
        const { sent, skipped } = outcome;
        validLooking.push(...outcome.validLooking.map((fuzz) => ({ run, fuzz })));
        if (run.admitted) admittedRequests += sent;
        else refusedRequests += sent;
        if (run.admitted)
          lines.push(
            `${run.target.name.padEnd(72)} ${String(sent).padStart(5)} sent, ${String(skipped).padStart(5)} possibly valid left out`,
          );
      }

      const tablesAfter = await fingerprint();
      const filesAfter = await filesUnder(t.config.dataDir);
      // Then the reads that may be valid (after the fingerprints: a valid read may draw a demo
      // image): any answer but a server error, and a refusal in the catalogue's shape.
      for (const { run, fuzz } of validLooking) {
        const response = await send(run.target, fuzz);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const problem = problemOfValidLooking(response);
        if (problem)
          failures.push({
            route: run.target.name,
            what: fuzz.what,
            why: 'a read that may be valid',
            status: response.statusCode,
            problem,
            body: response.body.slice(0, 300),
          });
      }
      const changedTables = Object.keys({ ...tablesBefore, ...tablesAfter })
        .filter((table) => tablesBefore[table] !== tablesAfter[table])
        .map((table) => `${table}: ${tablesBefore[table] ?? 'absent'} → ${tablesAfter[table] ?? 'absent'}`);

      // One line per kind of failure (problem, status, code, why the request was invalid), with the
      // routes it happened on and the first example: thousands of lines would hide the causes.
      const groups = new Map<string, { count: number; routes: Set<string>; example: Failure }>();
      for (const failure of failures) {
        const code = /"code":"([^"]*)"/.exec(failure.body)?.[1] ?? '-';
        const key = `${failure.problem} · ${failure.status} ${code} · ${failure.why}`;
        const group = groups.get(key) ?? { count: 0, routes: new Set<string>(), example: failure };
        group.count += 1;
        group.routes.add(failure.route);
        groups.set(key, group);
      }
      const findings = [...groups.entries()].map(([key, { count, routes: where, example }]) => {
        const names = [...where];
        const listed = names.length > 6 ? `${names.slice(0, 6).join(', ')}, …` : names.join(', ');
        return `${count} × ${key} on ${names.length} routes (${listed}); e.g. ${example.route} ${example.what} → ${example.body}`;
      });
      const count = (status: (code: number) => boolean) =>
        [...statuses.entries()].filter(([code]) => status(code)).reduce((sum, [, n]) => sum + n, 0);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const admittedRoutes = runs.filter((run) => run.admitted).length;
      const line = `route fuzz as ${callerName}: ${(admittedRequests + refusedRequests).toLocaleString('en')} malformed requests, ${admittedRequests.toLocaleString('en')} through the handlers of ${admittedRoutes} routes it may call and ${refusedRequests.toLocaleString('en')} refused on ${runs.length - admittedRoutes} others, and ${validLooking.length.toLocaleString('en')} reads that may be valid (seed ${SEED}) in ${seconds} s: ${count((code) => code >= 500)} × 5xx, ${failures.length} failures`;
      summary.push(line);
      process.stdout.write(
        [
          '',
          `Route fuzz as ${callerName} (seed ${SEED}; FUZZ_SEED=<n> repeats a run)`,
          ...lines,
          `not fuzzed (nothing in them can be invalid): ${notFuzzed.join(', ') || 'none'}`,
          `answers: ${[...statuses.entries()]
            .sort(([a], [b]) => a - b)
            .map(([status, n]) => `${status} × ${n}`)
            .join(', ')}`,
          `invalid because: ${[...reasons.entries()].map(([why, n]) => `${why} × ${n}`).join(', ')}`,
          ...findings.map((finding) => `FINDING ${finding}`),
          ...changedTables.map((change) => `CHANGED ${change}`),
          line,
          '',
        ].join('\n'),
      );

      // One expectation, so that a failing run shows everything that went wrong at once.
      expect({
        findings,
        changedTables,
        files: filesAfter,
        mailsSent: t.mailer.sent.length - mailsBefore,
        polluted: ({} as Record<string, unknown>).polluted,
        prototypeKeys: Object.getOwnPropertyNames(Object.prototype).sort(),
        enoughRequests: admittedRequests >= MIN_REQUESTS_PER_CALLER,
      }).toEqual({
        findings: [],
        changedTables: [],
        files: filesBefore,
        mailsSent: 0,
        polluted: undefined,
        prototypeKeys,
        enoughRequests: true,
      });
    }, 900_000);
  }
});
