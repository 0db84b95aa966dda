import {
  CategoryUpdateRequestSchema,
  ContentPageRequestSchema,
  LandingPageTypeUpdateRequestSchema,
  ProductSettingsRequestSchema,
  UpdateCreativeFormatRequestSchema,
  UpdateSettingsVariableRequestSchema,
  UpdateUserRequestSchema,
  type ErrorBody,
  type SettingsVariableGroup,
} from '@portal/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { users } from '../src/db/schema';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';
import { rows } from './ordering-fixtures';

/**
 * The edit forms of every administered record (issue 29, point 3): the edit answer holds exactly what
 * the save takes, ids included, so a client that sends back what it read keeps every field; a save
 * without a field is refused instead of clearing it; and a save made from an older read than the
 * stored version is refused with 409, naming who saved since and when, instead of overwriting it.
 */

let t: TestApp;
let admin: string;
let otherAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  const [template] = await t.database.db
    .select({ passwordHash: users.passwordHash, companyId: users.companyId })
    .from(users)
    .where(eq(users.email, 'admin@portal.test'));
  await t.database.db.insert(users).values({
    email: 'druha.admin@portal.test',
    passwordHash: template!.passwordHash,
    firstName: 'Dana',
    lastName: 'Druhá',
    companyId: template!.companyId,
    roles: ['retailer', 'administrator'],
  });
  admin = await loginAs(t.app, 'admin@portal.test');
  otherAdmin = await loginAs(t.app, 'druha.admin@portal.test');
}, 60_000);
afterAll(() => t.close());

type Json = Record<string, unknown>;

interface EditedEntity {
  name: string;
  /** The save's schema: what the edit answer must hold. */
  schema: v.GenericSchema;
  read: (token: string) => Promise<Json>;
  save: (token: string, body: Json) => ReturnType<typeof call>;
  /** A change of one field that the save accepts, on a body projected from a read. */
  change: (body: Json) => Json;
  /** Fields of the answer that a save changes by itself. */
  volatile?: string[];
}

const firstId = async (query: ReturnType<typeof sql>) =>
  Number((await rows<{ id: number }>(t, query))[0]!.id);

async function readJson(token: string, url: string): Promise<Json> {
  const response = await call(t.app, 'GET', url, { token });
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  return response.json<Json>();
}

async function entities(): Promise<EditedEntity[]> {
  const productId = await firstId(
    sql`select id from products where creative_format_id is not null and image_id is null order by id limit 1`,
  );
  const categoryId = await firstId(
    sql`select id from product_categories where target_id is not null order by id limit 1`,
  );
  const formatId = await firstId(
    sql`select format_id as id from creative_format_fields where convert_from_id is not null order by format_id limit 1`,
  );
  const typeId = await firstId(sql`select id from landing_page_types order by id limit 1`);
  const variableId = await firstId(
    sql`select id from settings_variables where type = 'boolean' and identifier not like 'remote-%' order by id limit 1`,
  );
  const userId = await firstId(sql`select u.id from users u where email = 'vendor@portal.test'`);
  const variable = async (token: string) => {
    const groups = (await readJson(
      token,
      '/api/settings/variable-groups',
    )) as unknown as SettingsVariableGroup[];
    return groups
      .flatMap((group) => group.variables)
      .find((item) => item.id === variableId)! as unknown as Json;
  };
  return [
    {
      name: 'product',
      schema: ProductSettingsRequestSchema,
      read: (token) => readJson(token, `/api/products/${productId}/edit`),
      save: (token, body) => call(t.app, 'PUT', `/api/products/${productId}`, { token, body }),
      change: (body) => ({ ...body, moreInfoUrlTitle: `Více ${Date.now()}` }),
    },
    {
      name: 'product category',
      schema: CategoryUpdateRequestSchema,
      read: (token) => readJson(token, `/api/categories/${categoryId}`),
      save: (token, body) => call(t.app, 'PUT', `/api/categories/${categoryId}`, { token, body }),
      change: (body) => ({ ...body, sasName: `SAS ${Date.now()}` }),
    },
    {
      name: 'creative format',
      schema: UpdateCreativeFormatRequestSchema,
      read: (token) => readJson(token, `/api/creatives/formats/${formatId}`),
      save: (token, body) => call(t.app, 'PUT', `/api/creatives/formats/${formatId}`, { token, body }),
      change: (body) => ({ ...body, name: `${String(body.name).replace(/ \(\d+\)$/, '')} (${Date.now()})` }),
    },
    {
      name: 'landing page type',
      schema: LandingPageTypeUpdateRequestSchema,
      read: (token) => readJson(token, `/api/landing-page-types/${typeId}`),
      save: (token, body) => call(t.app, 'PUT', `/api/landing-page-types/${typeId}`, { token, body }),
      change: (body) => ({ ...body, sizeExternalId: Number(body.sizeExternalId) + 1 }),
    },
    {
      name: 'settings variable',
      schema: UpdateSettingsVariableRequestSchema,
      read: variable,
      save: (token, body) => call(t.app, 'PUT', `/api/settings/variables/${variableId}`, { token, body }),
      change: (body) => ({ ...body, value: body.value === 'true' ? 'false' : 'true' }),
    },
    {
      name: 'user',
      schema: UpdateUserRequestSchema,
      read: async (token) => (await readJson(token, `/api/users/${userId}/edit`)).user as Json,
      save: (token, body) => call(t.app, 'PUT', `/api/users/${userId}`, { token, body }),
      change: (body) => ({ ...body, storefrontActive: !body.storefrontActive }),
    },
    {
      name: 'content page',
      schema: ContentPageRequestSchema,
      read: (token) => readJson(token, '/api/pages/code/help'),
      save: (token, body) => call(t.app, 'PUT', '/api/pages/code/help', { token, body }),
      change: (body) => ({ ...body, title: `Nápověda ${Date.now()}` }),
      volatile: ['updatedAt'],
    },
  ];
}

// --- Projecting an answer onto a save's schema -------------------------------------------------

interface SchemaLike {
  type: string;
  entries?: Record<string, SchemaLike>;
  item?: SchemaLike;
  wrapped?: SchemaLike;
}

const unwrap = (schema: SchemaLike): SchemaLike =>
  schema.wrapped && ['optional', 'nullable', 'nullish', 'non_optional'].includes(schema.type)
    ? unwrap(schema.wrapped)
    : schema;

/** The keys of an object schema that a request must carry (not optional). */
const requiredKeys = (schema: SchemaLike) =>
  Object.entries(unwrap(schema).entries ?? {})
    .filter(([, entry]) => entry.type !== 'optional')
    .map(([key]) => key);

/** The answer cut to what the save takes, at every depth: what a client sends back after reading. */
function project(schema: SchemaLike, value: unknown): unknown {
  const inner = unwrap(schema);
  if (inner.type === 'object' && value && typeof value === 'object' && !Array.isArray(value))
    return Object.fromEntries(
      Object.entries(inner.entries!)
        .filter(([key]) => key in value)
        .map(([key, entry]) => [key, project(entry, (value as Json)[key])]),
    );
  if (inner.type === 'array' && Array.isArray(value)) return value.map((item) => project(inner.item!, item));
  return value;
}

/** Keys of the save (at every depth) that the answer lacks, as paths. */
function missingInAnswer(schema: SchemaLike, value: unknown, path = ''): string[] {
  const inner = unwrap(schema);
  if (inner.type === 'object') {
    if (!value || typeof value !== 'object') return [];
    return Object.entries(inner.entries!).flatMap(([key, entry]) => {
      const here = path ? `${path}.${key}` : key;
      // A field of the save that is no data of the record (a confirmation) may be absent.
      if (!(key in value)) return entry.type === 'optional' ? [] : [here];
      return missingInAnswer(entry, (value as Json)[key], here);
    });
  }
  if (inner.type === 'array' && Array.isArray(value))
    return value.flatMap((item, index) => missingInAnswer(inner.item!, item, `${path}.${index}`));
  return [];
}

const withoutVolatile = (answer: Json, entity: EditedEntity) => {
  const copy: Json = { ...answer };
  for (const key of ['version', ...(entity.volatile ?? [])]) delete copy[key];
  return copy;
};

describe('the edit forms of administered records', () => {
  it('answer every field their save takes, ids included', async () => {
    for (const entity of await entities()) {
      const answer = await entity.read(admin);
      expect({
        entity: entity.name,
        missing: missingInAnswer(entity.schema as unknown as SchemaLike, answer),
      }).toEqual({
        entity: entity.name,
        missing: [],
      });
      expect({ entity: entity.name, version: answer.version }).toEqual({
        entity: entity.name,
        version: expect.any(Number),
      });
    }
  });

  it('keep every field when a client sends back what it read', async () => {
    for (const entity of await entities()) {
      const before = await entity.read(admin);
      const saved = await entity.save(admin, project(entity.schema as unknown as SchemaLike, before) as Json);
      expect({
        entity: entity.name,
        status: saved.statusCode,
        body: saved.statusCode === 200 ? '' : saved.body,
      }).toEqual({
        entity: entity.name,
        status: 200,
        body: '',
      });
      const after = await entity.read(admin);
      expect({ entity: entity.name, after: withoutVolatile(after, entity) }).toEqual({
        entity: entity.name,
        after: withoutVolatile(before, entity),
      });
      expect(after.version).toBe(Number(before.version) + 1);
    }
  });

  it('refuse a save without a field instead of clearing it', async () => {
    for (const entity of await entities()) {
      const before = await entity.read(admin);
      const body = project(entity.schema as unknown as SchemaLike, before) as Json;
      for (const key of requiredKeys(entity.schema as unknown as SchemaLike)) {
        const { [key]: _left, ...without } = body;
        const refused = await entity.save(admin, without);
        expect({ entity: entity.name, key, status: refused.statusCode }).toEqual({
          entity: entity.name,
          key,
          status: 400,
        });
        expect(Object.keys(refused.json<ErrorBody>().fieldErrors ?? {})).toContain(key);
      }
      expect(await entity.read(admin)).toEqual(before);
    }
  });

  it('refuse the later of two concurrent saves with 409, naming who saved first and when', async () => {
    for (const entity of await entities()) {
      const readByFirst = await entity.read(admin);
      const readBySecond = await entity.read(otherAdmin);
      const first = await entity.save(
        otherAdmin,
        entity.change(project(entity.schema as unknown as SchemaLike, readBySecond) as Json),
      );
      expect({ entity: entity.name, status: first.statusCode }).toEqual({ entity: entity.name, status: 200 });
      const stored = await entity.read(admin);

      const late = entity.change(project(entity.schema as unknown as SchemaLike, readByFirst) as Json);
      const refused = expectError(await entity.save(admin, late), 409, 'edit_conflict') as ErrorBody;
      expect(refused.conflict).toEqual({
        changedBy: { id: expect.any(Number), name: 'Dana Druhá' },
        changedAt: expect.any(String),
        version: stored.version,
      });
      expect(refused.message).toMatch(
        /^Záznam mezitím uložil\(a\) Dana Druhá \(\d{1,2}\.\d{1,2}\.\d{4} \d{1,2}:\d{2}\)\./,
      );
      // Nothing of the late save was stored.
      expect({ entity: entity.name, after: await entity.read(admin) }).toEqual({
        entity: entity.name,
        after: stored,
      });

      // Read again, the same change goes through.
      const retried = await entity.save(
        admin,
        entity.change(project(entity.schema as unknown as SchemaLike, stored) as Json),
      );
      expect({ entity: entity.name, status: retried.statusCode }).toEqual({
        entity: entity.name,
        status: 200,
      });
    }
  });

  it('say the conflict in the caller’s language', async () => {
    const [entity] = await entities();
    const read = await entity!.read(admin);
    expect(
      (await entity!.save(otherAdmin, project(entity!.schema as unknown as SchemaLike, read) as Json))
        .statusCode,
    ).toBe(200);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${(read as { id: number }).id}`,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en-GB' },
      payload: project(entity!.schema as unknown as SchemaLike, read) as Json,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().message).toMatch(/^Dana Druhá saved this record at \d/);
  });

  it('make a content page in a language that has none, and refuse a second first save', async () => {
    const english = { 'accept-language': 'en-GB' };
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/pages/code/help',
      headers: { authorization: `Bearer ${admin}`, ...english },
    });
    const page = read.json<Json>();
    await t.database.db.execute(sql`delete from content_pages where code = 'help' and language = 'en'`);
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/pages/code/help',
      headers: { authorization: `Bearer ${admin}`, ...english },
    });
    expect(fresh.json()).toMatchObject({ language: 'cs', version: 0 });
    const body = { title: 'Help', content: String(page.content), script: '', version: 0 };
    const save = (token: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/pages/code/help',
        headers: { authorization: `Bearer ${token}`, ...english },
        payload: body,
      });
    const created = await save(otherAdmin);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ language: 'en', title: 'Help', version: 1 });
    const second = await save(admin);
    expect(second.statusCode).toBe(409);
    expect(second.json<ErrorBody>().conflict?.changedBy?.name).toBe('Dana Druhá');
  });
});
