/**
 * The raw material of the route fuzz test (route-fuzz.test.ts): a seeded random source, pools of
 * hostile values, and a reading of the routes' valibot schemas good enough to aim a bad value at a
 * field of the right kind. Whether a generated request is really invalid is not decided here but by
 * the test's oracle (the route's own schemas), so a pool may hold values that are valid for some field.
 */

/** mulberry32: tiny, fast and the same on every machine, so a seed names one run exactly. */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let z = this.state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
  }
  int(below: number): number {
    return Math.floor(this.next() * below);
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(items.length)]!;
  }
  /** Several distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = this.int(i + 1);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, count);
  }
}

/**
 * A value that JSON cannot carry, written into the request text as it stands: `{"id": <raw>}`.
 * The placeholder survives JSON.stringify and is replaced afterwards (see toJsonText).
 */
export class RawJson {
  constructor(readonly text: string) {}
}

const RAW_MARK = '\u0001raw:';

/** JSON text of a value that may hold RawJson pieces (NaN, 1e999, a leading zero, ...). */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson) {
      raws.push(item.text);
      return `${RAW_MARK}${raws.length - 1}`;
    }
    return item;
  });
  if (raws.length === 0) return text ?? 'null';
  return text.replace(/"\\u0001raw:(\d+)"/g, (_match, index: string) => raws[Number(index)]!);
}

// --- Strings -------------------------------------------------------------------------------------

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i)).join('');

/** Every C0 control but NUL, DEL and the C1 controls. */
export const CONTROL_CHARACTERS = `${range(0x01, 0x1f)}\u007f${range(0x80, 0x9f)}`;

/** PostgreSQL stores no NUL in text: the request must be refused, not fail in the database. */
export const NUL_STRINGS = ['\u0000', 'a\u0000b', '\u0000'.repeat(64), 'fuzz\u0000', '\u0000 '];

/** Kept as constants: built once, sent many times. 1 MB of ASCII fits the 1 MiB body limit, the rest does not. */
export const MEGABYTE_ASCII = 'a'.repeat(1_000_000);
export const MEGABYTE_TWO_BYTE = 'ř'.repeat(600_000);
export const MEGABYTE_EMOJI = '😀'.repeat(300_000);

/** Valid text for a free-text field, but hostile to whatever handles it after validation. */
export const ODD_STRINGS = [
  ' ',
  '   \t\n  ',
  CONTROL_CHARACTERS,
  `a${CONTROL_CHARACTERS}b`,
  '\ud800',
  '\udfff',
  'a\ud800b',
  '\udc00\ud800',
  '\u202eevil\u202d',
  '\u200f\u200e\u061c',
  '\u200b\u200c\u200d\ufeff',
  '👩‍👩‍👧‍👦'.repeat(20),
  'e\u0301'.repeat(300),
  'Z̸̢̛͎̳̣a̴̧̛̜l̷̨̛g̵̢̛o̶̧̕',
  '\uffff\ufffe',
  '\u2028\u2029',
  "'; drop table campaigns; --",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}#{7*7}',
  '../../../../etc/passwd',
  '%00',
  '\\u0000',
  'null',
  'undefined',
  'NaN',
  '__proto__',
  'constructor',
  'Příliš žluťoučký kůň úpěl ďábelské ódy',
];

/** Text too long for any field but a landing page (or a body). */
export const LONG_STRINGS = [
  'x'.repeat(201),
  'x'.repeat(255),
  'x'.repeat(2001),
  'x'.repeat(4001),
  'x'.repeat(65_536),
];

export const BIG_STRINGS = [MEGABYTE_ASCII, MEGABYTE_TWO_BYTE, MEGABYTE_EMOJI];

export const BAD_STRINGS: readonly unknown[] = [
  '',
  ...ODD_STRINGS,
  ...NUL_STRINGS,
  ...LONG_STRINGS,
  1,
  0,
  -1,
  true,
  false,
  null,
  [],
  ['a'],
  {},
  { value: 'a' },
];

export const BAD_EMAILS: readonly unknown[] = [
  'not-an-email',
  'a@',
  '@portal.test',
  'a@b',
  'a b@portal.test',
  'admin@portal.test\u0000',
  '\u0000admin@portal.test',
  `${'a'.repeat(250)}@portal.test`,
  'admin@portal.test\r\nBcc: x@evil.test',
  'admin@@portal.test',
  ...BAD_STRINGS,
];

// --- Numbers -------------------------------------------------------------------------------------

export const BAD_NUMBERS: readonly unknown[] = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  -2_147_483_648,
  2_147_483_648,
  4_294_967_296,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  5e-324,
  1e21,
  999_999_999_999.991,
  '1',
  '0',
  '-1',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e3',
  '0x10',
  '',
  ' 1',
  true,
  false,
  null,
  [],
  [1],
  {},
  { valueOf: 1 },
  new RawJson('NaN'),
  new RawJson('Infinity'),
  new RawJson('-Infinity'),
  new RawJson('1e999'),
  new RawJson('-1e999'),
  new RawJson('01'),
  new RawJson('.5'),
  new RawJson('+1'),
  new RawJson('0x1F'),
  new RawJson('1_000'),
  new RawJson('undefined'),
];

// --- Dates ---------------------------------------------------------------------------------------

/** Impossible, past, malformed and far-away dates; the ones the schema takes are for combinations. */
export const BAD_DATES: readonly unknown[] = [
  '2026-02-30',
  '2025-02-29',
  '2026-04-31',
  '2000-01-01',
  '1970-01-01',
  '0000-00-00',
  '0000-01-01',
  '9999-99-99',
  '9999-12-31',
  '10000-01-01',
  '2026-13-01',
  '2026-00-10',
  '2026-1-1',
  '2026-01-32',
  '20260101',
  '2026/01/01',
  '01.01.2026',
  'yesterday',
  'today',
  'now',
  '2026-01-01T00:00:00Z',
  '2026-01-01 ',
  ' 2026-01-01',
  '2026-01-01\u0000',
  '-2026-01-01',
  '+2026-01-01',
  '2026-W01',
  '',
  1_767_225_600_000,
  ['2026-01-01'],
];

// --- Other kinds ---------------------------------------------------------------------------------

export const BAD_BOOLEANS: readonly unknown[] = ['true', 'false', 1, 0, 'yes', '', [], {}, [true]];

export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  'abc',
  '',
  [],
  [null],
  {},
  { id: 1 },
  new RawJson('NaN'),
];

/** Keys that name Object.prototype's internals, or that merely look alarming. */
export const EVIL_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  '__defineGetter__',
  'isAdmin',
  'roles',
  'companyId',
  'id',
  '',
  ' ',
  '\u0000',
  'a.b',
  'a[b]',
  '$where',
  '😀',
  'k'.repeat(1000),
];

/** JSON texts no JSON parser may take (none of them empty: that is a separate answer). */
export const MALFORMED_JSON = [
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  '{"a" 1}',
  "{'a':1}",
  '{a:1}',
  '[1,2',
  '[1,]',
  'nul',
  'tru',
  'undefined',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":undefined}',
  '{"a":01}',
  '{"a":0x10}',
  '{"a":.5}',
  '{"a":+1}',
  '{"a":"\u0000"}',
  '{"a":"line\nbreak"}',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '{"a":"unterminated}',
  '{"a":1}{"b":2}',
  '{"a":1} x',
  '{"a":1}\u0000',
  '\u0000',
  ' ',
  '\t\r\n',
  '// comment\n{}',
  '{"a":1 /* comment */}',
  '<?xml version="1.0"?><a/>',
  'a=1&b=2',
  '--boundary\r\n',
  '{"__proto__":',
  '\ud800{}',
  '{"a":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[',
  '['.repeat(100_000),
  `{"a":"${'x'.repeat(100_000)}`,
];

/** Raw path segments: malformed, out of range, or not an id at all. */
export const BAD_PATH_SEGMENTS = [
  'abc',
  '-1',
  '0',
  '00',
  '01',
  '1.0',
  '1.5',
  '1e3',
  '0x1F',
  '+1',
  '%201',
  '1%20',
  '2147483648',
  '4294967296',
  '9007199254740992',
  '9'.repeat(11),
  '9'.repeat(30),
  '9'.repeat(101),
  '1'.repeat(5000),
  '%00',
  '1%00',
  '%00%00',
  '%C0%80',
  '%E0%A4%A',
  '%',
  '%ZZ',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '%D9%A3',
  '%EF%BC%91',
  '%E2%80%AE1',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  'prototype',
  '%2F',
  '..',
  '%2E%2E',
  '%3Cscript%3E',
  '1%3B1',
  '%27%20OR%201%3D1',
  'x'.repeat(65),
  `${'%01%1F%7F'.repeat(3)}`,
  '',
];

/** Decoded query values (the test encodes them). */
export const BAD_QUERY_VALUES: readonly string[] = [
  '',
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '2147483648',
  '9007199254740992',
  '9'.repeat(30),
  'NaN',
  'true',
  'TRUE',
  ...NUL_STRINGS,
  ...ODD_STRINGS,
  ...LONG_STRINGS.slice(0, 3),
  '1,2,x',
  ',',
  '1,,2',
  '0,1',
  '1,'.repeat(2000),
  '2026-02-30',
  '0000-01-01',
  '9999-99-99',
  'yesterday',
];

/**
 * A value nested deep, written as text (JSON.stringify would recurse as deep): parsers and validators
 * that recurse must not fall over.
 */
export function nested(depth: number, inner: unknown, asObject: boolean): RawJson {
  const [open, close] = asObject ? ['{"a":', '}'] : ['[', ']'];
  return new RawJson(`${open.repeat(depth)}${toJsonText(inner)}${close.repeat(depth)}`);
}

// --- Reading valibot schemas ---------------------------------------------------------------------

/** What the test reads of a valibot schema (valibot's own types are too deep to walk generically). */
export interface SchemaNode {
  kind: string;
  type: string;
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  pipe?: SchemaNode[];
  options?: readonly unknown[];
  item?: SchemaNode;
  literal?: unknown;
  requirement?: unknown;
}

export const asSchemaNode = (schema: unknown): SchemaNode | undefined =>
  typeof schema === 'object' && schema !== null && (schema as SchemaNode).kind === 'schema'
    ? (schema as SchemaNode)
    : undefined;

const WRAPPERS = new Set(['optional', 'nullish', 'nullable', 'exact_optional', 'undefinedable']);
const OBJECTS = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);

export type FieldKind =
  'number' | 'string' | 'date' | 'email' | 'boolean' | 'picklist' | 'array' | 'object' | 'other';

export interface Field {
  name: string;
  /** Absent is an error. */
  required: boolean;
  kind: FieldKind;
  /** Without its optional/nullish wrappers. */
  schema: SchemaNode;
  /** The items of an array. */
  item?: Field;
  /** The fields of an object. */
  fields?: Field[];
}

export function unwrap(schema: SchemaNode): { schema: SchemaNode; required: boolean } {
  let node = schema;
  let required = true;
  while (WRAPPERS.has(node.type) && node.wrapped) {
    if (node.type !== 'nullable') required = false;
    node = node.wrapped;
  }
  return { schema: node, required };
}

const actions = (schema: SchemaNode): SchemaNode[] => schema.pipe?.slice(1) ?? [];
const hasAction = (schema: SchemaNode, type: string) => actions(schema).some((a) => a.type === type);
const requirementOf = (schema: SchemaNode, type: string): unknown =>
  actions(schema).find((a) => a.type === type)?.requirement;

export const isObjectSchema = (schema: SchemaNode | undefined): boolean =>
  schema !== undefined && OBJECTS.has(schema.type) && schema.entries !== undefined;

export function describeField(name: string, raw: SchemaNode): Field {
  const { schema, required } = unwrap(raw);
  const field: Field = { name, required, kind: 'other', schema };
  switch (schema.type) {
    case 'number':
      field.kind = 'number';
      break;
    case 'string':
      field.kind = hasAction(schema, 'iso_date') ? 'date' : hasAction(schema, 'email') ? 'email' : 'string';
      break;
    case 'boolean':
      field.kind = 'boolean';
      break;
    case 'picklist':
      field.kind = 'picklist';
      break;
    case 'array':
      field.kind = 'array';
      if (schema.item) field.item = describeField('item', schema.item);
      break;
    default:
      if (isObjectSchema(schema)) {
        field.kind = 'object';
        field.fields = fieldsOf(schema);
      }
  }
  return field;
}

export function fieldsOf(schema: SchemaNode): Field[] {
  return Object.entries(schema.entries ?? {}).map(([name, entry]) => describeField(name, entry));
}

/** A value the field's schema most likely takes (the test checks it with the schema). */
export function validExample(field: Field): unknown {
  const { schema } = field;
  switch (field.kind) {
    case 'number': {
      const min = requirementOf(schema, 'min_value');
      return typeof min === 'number' && min > 1 ? min : 1;
    }
    case 'date':
      return '2030-06-03';
    case 'email':
      return 'fuzz@portal.test';
    case 'string': {
      const min = requirementOf(schema, 'min_length');
      return typeof min === 'number' && min > 4 ? 'f'.repeat(min) : 'fuzz';
    }
    case 'boolean':
      return false;
    case 'picklist':
      return schema.options?.[0];
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        (field.fields ?? []).filter((f) => f.required).map((f) => [f.name, validExample(f)]),
      );
    default:
      return schema.type === 'literal' ? schema.literal : undefined;
  }
}

/** Values aimed at a field of this kind: wrong types, out of range, malformed. */
export function badValuesFor(field: Field): readonly unknown[] {
  switch (field.kind) {
    case 'number':
      return BAD_NUMBERS;
    case 'date':
      return BAD_DATES;
    case 'email':
      return BAD_EMAILS;
    case 'string':
      return BAD_STRINGS;
    case 'boolean':
      return BAD_BOOLEANS;
    case 'picklist': {
      const first = String(field.schema.options?.[0] ?? 'x');
      return [
        '',
        'x',
        first.toLowerCase() === first ? first.toUpperCase() : first.toLowerCase(),
        `${first} `,
        `${first}\u0000`,
        `\u202e${first}`,
        ...WRONG_TYPES,
        [first],
      ];
    }
    case 'array':
      return [...WRONG_TYPES.filter((value) => !Array.isArray(value)), '1,2', { 0: 1 }];
    case 'object':
      return [...WRONG_TYPES.filter((value) => value === null || typeof value !== 'object'), [], [{}]];
    default:
      return [...WRONG_TYPES, ...BAD_NUMBERS.slice(0, 12), ...BAD_STRINGS.slice(0, 12)];
  }
}

// --- What must be refused even though the schema takes it ---------------------------------------

/**
 * Why a validated value can still not be stored, or null: a NUL (PostgreSQL's text refuses it), or a
 * number past 2^53 or not finite (no integer column holds it, and it is not exact). Such a request is
 * as invalid as one its schema refuses.
 */
export function unstorable(value: unknown, depth = 0): string | null {
  if (depth > 64) return null;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return 'NUL character';
    return /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value)
      ? 'lone surrogate'
      : null;
  }
  if (typeof value === 'number')
    return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER
      ? null
      : 'number out of range';
  if (Array.isArray(value)) {
    for (const item of value) {
      const why = unstorable(item, depth + 1);
      if (why) return why;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const key of Object.keys(value)) {
      const why =
        unstorable(key, depth + 1) ?? unstorable((value as Record<string, unknown>)[key], depth + 1);
      if (why) return why;
    }
  }
  return null;
}
