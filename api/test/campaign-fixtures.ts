import { and, desc, eq, sql } from 'drizzle-orm';
import { auditEvents, campaigns, companies, products } from '../src/db/schema';
import type { AppContext } from '../src/services/context';
import { createFileStorage } from '../src/services/files/file-storage';
import { call, loginAs, type TestApp } from './helper';
import { insertUserWithRoles, rows } from './ordering-fixtures';

/**
 * Helpers of the campaign management tests, which work on the seeded demo campaigns and users
 * (demo today 2026-11-22) and look them up by name.
 */

/** Tokens of demo users by the part of their e-mail before '@portal.test', in the order given. */
export function loginDemoUsers<const Names extends readonly string[]>(
  t: TestApp,
  ...names: Names
): Promise<{ -readonly [Index in keyof Names]: string }> {
  return Promise.all(names.map((name) => loginAs(t.app, `${name}@portal.test`))) as Promise<{
    -readonly [Index in keyof Names]: string;
  }>;
}

/**
 * Tokens of the users the campaign detail and item tests act as: the buyers of Acme (vendor), of
 * Nordic and of the agency, retailer staff, and a sales person without the retailer role (inserted).
 */
export async function loginCampaignUsers(t: TestApp) {
  await insertUserWithRoles(t, 'jen.obchodnik@portal.test', ['salesPerson']);
  const [vendor, nordic, agency, retailer, salesOnly] = await loginDemoUsers(
    t,
    'vendor',
    'nordic',
    'agency',
    'retailer',
    'jen.obchodnik',
  );
  return { vendor, nordic, agency, retailer, salesOnly };
}

export async function userIdOf(t: TestApp, email: string): Promise<number> {
  const [row] = await rows<{ id: number }>(t, sql`select id from users where email = ${email}`);
  if (!row) throw new Error(`no user ${email}`);
  return Number(row.id);
}

/** A session of retailer staff (`token`) impersonating the user with this e-mail. */
export async function impersonate(t: TestApp, token: string, email: string): Promise<string> {
  const response = await call(t.app, 'POST', '/api/auth/login-as-user', {
    token,
    body: { id: await userIdOf(t, email) },
  });
  if (response.statusCode !== 200) throw new Error(`impersonation of ${email} failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

export async function campaignIdOf(t: TestApp, name: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.name, name));
  if (!row) throw new Error(`no campaign ${name}`);
  return row.id;
}

export async function campaignStateOf(t: TestApp, id: number): Promise<number> {
  const [row] = await t.database.db
    .select({ stateId: campaigns.stateId })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  return row!.stateId;
}

/** The newest audit entry of an action on an entity (a campaign's or an item's id). */
export async function lastAuditEvent(t: TestApp, action: string, entityId: number) {
  const [event] = await t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, String(entityId))))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return event!;
}

/** The services' context of the test app, for calling a service (runClockJob) directly. */
export const appContextOf = (t: TestApp): AppContext => ({
  db: t.database.db,
  config: t.config,
  mailer: t.mailer,
  files: createFileStorage(t.config, t.database.db),
  clock: t.clock,
  log: t.app.log,
  remoteManifests: {},
});

/** The demo vendor company (Acme Foods) and a product, for campaigns and items written straight to the tables. */
export async function acmeAndProduct(t: TestApp): Promise<{ acme: number; productId: number }> {
  const [company] = await t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Acme Foods'));
  const [product] = await t.database.db.select({ id: products.id }).from(products).limit(1);
  return { acme: company!.id, productId: product!.id };
}

/** A campaign of `companyId` with only a name, written straight to the table; its id. */
export async function insertCampaign(t: TestApp, name: string, companyId: number): Promise<number> {
  const [row] = await t.database.db
    .insert(campaigns)
    .values({ name, companyId })
    .returning({ id: campaigns.id });
  return row!.id;
}
