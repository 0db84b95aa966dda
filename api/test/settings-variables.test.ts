import type { MenuSettings, SettingsVariable, SettingsVariableGroup } from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import { get } from './creative-fixtures';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';
import { rows } from './ordering-fixtures';

/**
 * The settings variables (spec 000 §2 "Settings variables", 001 §7): booleans edited, the default
 * system users chosen among active users of the role, other types not edited; the remotes switched
 * on and off (mf-campaigns never off); administrators only, every change audited.
 */
let t: TestApp;
let admin: string;
let retailer: string;
let vendor: string;
let groups: SettingsVariableGroup[];

/** A save as the screen makes it: with the version the variable has now (read just before). */
const put = async (token: string, id: number, value: string | null, bodyId = id) => {
  const [current] = await rows<{ version: number }>(
    t,
    sql`select version from settings_variables where id = ${id}`,
  );
  return call(t.app, 'PUT', `/api/settings/variables/${id}`, {
    token,
    body: { id: bodyId, value, version: current?.version ?? 1 },
  });
};
const variable = (identifier: string): SettingsVariable =>
  groups.flatMap((group) => group.variables).find((candidate) => candidate.identifier === identifier)!;
const userId = async (email: string) =>
  (await rows<{ id: number }>(t, sql`select id from users where email = ${email}`))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin@portal.test');
  retailer = await loginAs(t.app, 'retailer@portal.test');
  vendor = await loginAs(t.app, 'vendor@portal.test');
  groups = (await get(t, admin, '/api/settings/variable-groups')).json<SettingsVariableGroup[]>();
});
afterAll(() => t.close());

describe('the settings variables', () => {
  it('are listed by group in order, saying which the portal edits', () => {
    expect(groups.map((group) => group.identifier)).toEqual([
      'features',
      'performance-metrics',
      'remotes',
      'default-system-users',
    ]);
    expect(variable('remote-mf-users')).toMatchObject({ type: 'boolean', value: 'true', editable: true });
    expect(variable('ui-locales')).toMatchObject({ type: 'string', editable: false });
    expect(variable('default-trafficker')).toMatchObject({
      type: 'user',
      editable: true,
      userRole: 'trafficker',
    });
  });

  it('switch a remote off and on, which the menu settings follow, audited', async () => {
    const users = variable('remote-mf-users');
    const off = await put(admin, users.id, 'false');
    expect(off.statusCode).toBe(200);
    expect(off.json<SettingsVariable>().value).toBe('false');
    const menu = (await get(t, vendor, '/api/app-settings/menu')).json<MenuSettings>();
    expect(menu.remotes['mf-users']).toBe(false);
    expect((await put(admin, users.id, 'true')).statusCode).toBe(200);
    expect((await get(t, vendor, '/api/app-settings/menu')).json<MenuSettings>().remotes['mf-users']).toBe(
      true,
    );
    const audits = await rows<{ details: { from: string; to: string } }>(
      t,
      sql`select details from audit_events where action = 'settings.variable-changed'
          and entity_id = ${String(users.id)} order by id`,
    );
    expect(audits.map((audit) => [audit.details.from, audit.details.to])).toEqual([
      ['true', 'false'],
      ['false', 'true'],
    ]);
  });

  it('never switch the campaigns remote off', async () => {
    const refused = await put(admin, variable('remote-mf-campaigns').id, 'false');
    expect(expectError(refused, 409, 'settings_remote_required').message).toBe(
      'Modul mf-campaigns nelze vypnout: obsahuje výchozí stránku po přihlášení (seznam kampaní).',
    );
  });

  it('take a boolean as true or false only, and leave other types alone', async () => {
    expect(
      expectError(await put(admin, variable('menu-dashboards').id, 'yes'), 400, 'validation_failed')
        .fieldErrors,
    ).toEqual({ value: ['Hodnota musí být true nebo false.'] });
    expectError(await put(admin, variable('ui-locales').id, 'cs-CZ'), 409, 'settings_variable_not_editable');
    const id = variable('menu-dashboards').id;
    expect(expectError(await put(admin, id, 'true', id + 1), 400, 'validation_failed').fieldErrors).toEqual({
      id: ['Id proměnné v těle požadavku se liší od id v adrese.'],
    });
    expectError(await put(admin, 999_999, 'true'), 404, 'settings_variable_not_found');
  });

  it('put the header menu in the order an administrator saves, every entry once', async () => {
    const order = variable('menu-order');
    expect(order).toMatchObject({
      type: 'menu-order',
      editable: true,
      value: 'products,campaigns,activities,landingPages,reviewQueue,availabilities',
    });
    const reordered = 'campaigns,reviewQueue,activities,products,availabilities,landingPages';
    expect((await put(admin, order.id, reordered)).statusCode).toBe(200);
    expect((await get(t, vendor, '/api/app-settings/menu')).json<MenuSettings>().order).toEqual(
      reordered.split(','),
    );
    for (const value of [
      'campaigns,products',
      'campaigns,campaigns,activities,landingPages,reviewQueue,availabilities',
      'products,campaigns,activities,landingPages,reviewQueue,availabilities,settings',
      '',
      null,
    ])
      expect(expectError(await put(admin, order.id, value), 400, 'validation_failed').fieldErrors).toEqual({
        value: ['Pořadí menu musí obsahovat každou položku hlavního menu právě jednou.'],
      });
    const audits = await rows<{ details: { to: string } }>(
      t,
      sql`select details from audit_events where action = 'settings.variable-changed'
          and entity_id = ${String(order.id)}`,
    );
    expect(audits.map((audit) => audit.details.to)).toEqual([reordered]);
    expect((await put(admin, order.id, order.value)).statusCode).toBe(200);
  });

  it('take as a default system user only an active user of its role', async () => {
    const trafficker = variable('default-trafficker');
    for (const value of [String(await userId('sales@portal.test')), '0', 'abc', '99999999999'])
      expect(
        expectError(await put(admin, trafficker.id, value), 400, 'validation_failed').fieldErrors,
      ).toEqual({ value: ['Vyberte aktivního uživatele s požadovanou rolí.'] });
    const chosen = await put(admin, trafficker.id, String(await userId('traffic@portal.test')));
    expect(chosen.statusCode).toBe(200);
  });

  it('are for administrators only', async () => {
    const id = variable('menu-dashboards').id;
    for (const token of [retailer, vendor]) {
      expectError(await get(t, token, '/api/settings/variable-groups'), 403, 'forbidden');
      expectError(await put(token, id, 'true'), 403, 'forbidden');
      expectError(
        await put(token, variable('menu-order').id, variable('menu-order').value),
        403,
        'forbidden',
      );
    }
    expectError(await call(t.app, 'GET', '/api/settings/variable-groups'), 401, 'unauthorized');
  });
});
