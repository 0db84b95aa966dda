import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from '../support/portal.js';
import { ACCOUNTS, dataRows, expect, headerMenu, login, test } from './fixtures';

// Issue "Foundation 2": one copy of React, the router, antd, Lingui, dayjs, zustand and the
// shared-contracts store in the browser. Read from the page itself: the Module Federation share
// scope (what is registered, in which versions, by whom), what the shell offers (its own modules,
// shell/src/federation/federation-host.ts) and the remote's module cache (which instance the
// remote's code actually got).

/** The shared singletons of shared-ui/webpack/create-config.cjs. */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  // antd and the router are not shared whole: they are tree-shaken inside these shared-ui entries.
  '@portal/shared-ui',
  '@portal/shared-ui/components',
  '@portal/shared-ui/router',
  '@lingui/core',
  '@lingui/react',
  'dayjs',
  'zustand',
  'swr',
  // shared-contracts is shared by entry (all of them: the last test).
  '@portal/shared-contracts/core',
];

/**
 * Reached only through the shared-ui entries above; shared on their own they would be a second copy.
 * (antd's style engine too: no code of the shell or a remote imports it, lint sees to it.)
 */
const NOT_SHARED_WHOLE = [
  'antd',
  '@ant-design/icons',
  '@ant-design/cssinjs',
  'react-router',
  'react-router-dom',
];

/**
 * What the campaign list's code imports itself and must take from the page instead of bundling its
 * own. (zustand, the router and @lingui/core it reaches only through shared-ui and Lingui's React
 * context, which are the shell's.)
 */
const REMOTE_CONSUMES = [
  'react',
  'react/jsx-runtime',
  '@portal/shared-ui',
  '@portal/shared-ui/components',
  '@lingui/react',
  'dayjs',
  'swr',
  '@portal/shared-contracts/core',
  // …and @portal/shared-contracts/campaigns, which the shell does not import: the last test.
];

const REMOTE = 'mf_campaigns';

interface Registration {
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

interface FederationReport {
  instances: string[];
  /** The remote's runtime instance uses the shell's share scope (one scope for the page). */
  oneScope: boolean;
  scope: Record<string, Registration[]>;
  /** Per bundle: share key → the version its build declares. */
  declared: Record<string, Record<string, string>>;
  /** The share keys whose module the remote's code has taken from the share scope. */
  consumed: string[];
  /** Share keys the remote took: did it get the very module object the shell offers (its own)? */
  sameInstance: Record<string, boolean>;
}

test('one copy of each shared library, the same instance in the shell and the remote', async ({ page }) => {
  await login(page, ACCOUNTS.retailer);
  await expect(dataRows(page).first()).toBeVisible();

  const report = await page.evaluate(async (remote: string): Promise<FederationReport> => {
    interface ShareInfo {
      from: string;
      loaded?: boolean;
      useIn?: string[];
    }
    interface Instance {
      name: string;
      options: { shared: Record<string, { version: string; get?: () => Promise<() => unknown> }[]> };
      shareScopeMap: Record<string, Record<string, Record<string, ShareInfo>>>;
    }
    interface WebpackRequire {
      (id: string): unknown;
      /** Module factories; a consumed shared module has one once the bundle has resolved it. */
      m: Record<string, unknown>;
      consumesLoadingData?: { moduleIdToConsumeDataMapping: Record<string, { shareKey: string }> };
    }
    const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } })
      .__FEDERATION__;
    const shell = federation.__INSTANCES__.find((instance) => instance.name === 'shell')!;
    const remoteInstance = federation.__INSTANCES__.find((instance) => instance.name === remote);
    const scope = shell.shareScopeMap.default!;

    // The remote's webpack require, from the chunk-loading array its runtime listens to (output.uniqueName).
    let remoteRequire: WebpackRequire | undefined;
    (window as unknown as Record<string, unknown[] | undefined>)[`webpackChunk${remote}`]?.push([
      [`one-copy-probe-${remote}`],
      {},
      (require: WebpackRequire) => (remoteRequire = require),
    ]);
    if (!remoteRequire) throw new Error(`no webpack runtime of ${remote} in the page`);
    /**
     * share key → the module object the remote's code got for it, for those it has resolved. A
     * consumed module is not cached by webpack: requiring it again returns what its resolved
     * factory returns, which is what the bundle's code received.
     */
    const remoteModules = new Map<string, unknown>();
    for (const [id, data] of Object.entries(
      remoteRequire.consumesLoadingData?.moduleIdToConsumeDataMapping ?? {},
    )) {
      if (id in remoteRequire.m) remoteModules.set(data.shareKey, remoteRequire(id));
    }
    // What the shell offers for a key: the module its own code imports (already loaded for these).
    const shellModule = async (key: string) => {
      const get = shell.options.shared[key]?.[0]?.get;
      return get ? (await get())() : undefined;
    };
    const sameInstance: Record<string, boolean> = {};
    for (const [key, module] of remoteModules) sameInstance[key] = module === (await shellModule(key));

    return {
      instances: federation.__INSTANCES__.map((instance) => instance.name),
      oneScope: remoteInstance?.shareScopeMap.default === scope,
      scope: Object.fromEntries(
        Object.entries(scope).map(([key, versions]) => [
          key,
          Object.entries(versions).map(([version, info]) => ({
            version,
            from: info.from,
            loaded: info.loaded === true,
            useIn: info.useIn ?? [],
          })),
        ]),
      ),
      declared: Object.fromEntries(
        [shell, remoteInstance].flatMap((instance) =>
          instance
            ? [
                [
                  instance.name,
                  Object.fromEntries(
                    Object.entries(instance.options.shared).map(([key, [entry]]) => [
                      key,
                      entry?.version ?? '',
                    ]),
                  ),
                ],
              ]
            : [],
        ),
      ),
      consumed: [...remoteModules.keys()],
      sameInstance,
    };
  }, REMOTE);

  expect(report.instances).toEqual(['shell', REMOTE]);
  expect(report.oneScope, 'the remote joins the shell share scope').toBe(true);

  // Registered once: one version of everything in the scope, the one the shell offers.
  for (const [key, registrations] of Object.entries(report.scope)) {
    expect(
      registrations.map((entry) => entry.version),
      `versions of ${key} in the share scope`,
    ).toHaveLength(1);
  }
  for (const key of SINGLETONS) {
    expect(report.scope[key], `${key} in the share scope`).toHaveLength(1);
    const [registration] = report.scope[key]!;
    // Both builds declare that same version (else the remote would register a second one).
    expect(report.declared.shell?.[key], `the shell's version of ${key}`).toBe(registration!.version);
    const remoteVersion = report.declared[REMOTE]?.[key];
    if (remoteVersion !== undefined)
      expect(remoteVersion, `the remote's version of ${key}`).toBe(registration!.version);
  }
  for (const key of NOT_SHARED_WHOLE) expect(report.scope[key], `${key} is not shared whole`).toBeUndefined();

  // The same instance: the remote's code got the very module objects the shell's code runs.
  for (const key of REMOTE_CONSUMES) {
    expect(report.consumed, `the remote takes ${key} from the share scope`).toContain(key);
    expect(report.scope[key]![0], `${key} is loaded, and used by the remote`).toMatchObject({
      loaded: true,
      useIn: expect.arrayContaining([REMOTE]),
    });
    expect(report.sameInstance[key], `${key}: one instance for shell and remote`).toBe(true);
  }
  expect(Object.values(report.sameInstance)).not.toContain(false);

  // One session store: a user set through the shell's shared-contracts is the remote's user.
  // A buyer (not retailer, not agency) has no company column in the list and 'Moje kampaně' in the menu.
  await expect(page.getByRole('columnheader', { name: 'Společnost' })).toBeVisible();
  const seenByRemote = await page.evaluate(async (remote: string) => {
    type Store = {
      getState(): {
        user: Record<string, unknown> | null;
        token: string | null;
        signIn(token: string, user: object): void;
      };
    };
    type Contracts = { sessionStore: Store };
    interface WebpackRequire {
      (id: string): Contracts;
      consumesLoadingData: { moduleIdToConsumeDataMapping: Record<string, { shareKey: string }> };
    }
    const key = '@portal/shared-contracts/core';
    const remoteContracts = () => {
      let require: WebpackRequire | undefined;
      (window as unknown as Record<string, unknown[]>)[`webpackChunk${remote}`]!.push([
        [`one-store-probe-${remote}`],
        {},
        (found: WebpackRequire) => (require = found),
      ]);
      const [id] = Object.entries(require!.consumesLoadingData.moduleIdToConsumeDataMapping).find(
        ([, data]) => data.shareKey === key,
      )!;
      return require!(id);
    };
    // The shell's contracts, as it offers them: its header menu below shows that its code has them.
    const shell = (
      window as unknown as {
        __FEDERATION__: {
          __INSTANCES__: {
            name: string;
            options: { shared: Record<string, { get: () => Promise<() => Contracts> }[]> };
          }[];
        };
      }
    ).__FEDERATION__.__INSTANCES__.find((instance) => instance.name === 'shell')!;
    const { sessionStore } = (await shell.options.shared[key]![0]!.get())();
    const { user, token } = sessionStore.getState();
    sessionStore
      .getState()
      .signIn(token ?? '', { ...user, name: 'Jednou Jediná', isRetailer: false, isAgency: false });
    return remoteContracts().sessionStore.getState().user?.name;
  }, REMOTE);
  expect(seenByRemote).toBe('Jednou Jediná');
  await expect(page.getByRole('columnheader', { name: 'Společnost' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Název' })).toBeVisible();
  await expect(headerMenu(page).getByRole('menuitem', { name: 'Moje kampaně', exact: true })).toBeVisible();
});

test('the order screens’ antd parts come once, from the shell, only when a screen needs them', async ({
  page,
}) => {
  // `from` in the scope names whoever loaded a shared module first, so who can provide it is read from
  // each instance's own options: only the shell may (the remote declares it with import: false).
  const formComponents = () =>
    page.evaluate(() => {
      const key = '@portal/shared-ui/form-components';
      interface Instance {
        name: string;
        options: { shared: Record<string, { get?: unknown }[]> };
        shareScopeMap: Record<string, Record<string, Record<string, { loaded?: boolean; useIn?: string[] }>>>;
      }
      const instances = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } })
        .__FEDERATION__.__INSTANCES__;
      const shell = instances.find((instance) => instance.name === 'shell')!;
      return {
        providers: instances
          .filter((instance) => (instance.options.shared[key] ?? []).some((entry) => entry.get))
          .map((instance) => instance.name),
        registrations: Object.entries(shell.shareScopeMap.default![key] ?? {}).map(([version, info]) => ({
          version,
          loaded: info.loaded === true,
          useIn: info.useIn ?? [],
        })),
      };
    });
  const loadedFromShell: string[] = [];
  page.on('response', (response) => {
    if (/\/shell\/.*\.js$/.test(response.url())) loadedFromShell.push(response.url());
  });

  await login(page, ACCOUNTS.vendor);
  await expect(dataRows(page).first()).toBeVisible();
  // Offered by the shell, but the campaign list does not load it.
  const onList = await formComponents();
  expect(onList.providers).toEqual(['shell']);
  expect(onList.registrations).toEqual([expect.objectContaining({ loaded: false })]);
  const beforeOrder = loadedFromShell.length;

  await headerMenu(page).getByRole('menuitem', { name: 'Produkty' }).click();
  await page
    .getByRole('button', { name: /^Vybrat produkt / })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Přidat do kampaně' })).toBeVisible();
  const onOrder = await formComponents();
  expect(onOrder.providers, 'the remote brings no copy of its own').toEqual(['shell']);
  expect(onOrder.registrations).toEqual([expect.objectContaining({ loaded: true })]);
  expect(onOrder.registrations[0]!.useIn).toContain(REMOTE);
  // Its code came from the shell's build, fetched for the order screen.
  expect(loadedFromShell.length).toBeGreaterThan(beforeOrder);
});

/**
 * shared-contracts is shared by entry (its package.json `exports` of src/entries/: './core', './campaigns', …),
 * each a share key of its own, so a page loads only the contracts it calls. The entries share the ky
 * client and the session store by relative import, so all of them must come from one build.
 */
const CONTRACTS = '@portal/shared-contracts';
/** The browser's entries, as the builds choose them (not the API's `/endpoints`, nor `/locales/*`). */
const { browserContractsEntries } = createRequire(import.meta.url)(
  path.join(REPO_ROOT, 'shared-ui', 'webpack', 'release-manifest.cjs'),
) as { browserContractsEntries: (pkg: { exports: Record<string, string> }) => [string, string][] };
const CONTRACT_ENTRIES = browserContractsEntries(
  JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'shared-contracts', 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  },
).map(([subpath]) => path.posix.join(CONTRACTS, subpath));

interface EntryReport {
  /** The federation instances that can provide the entry (have a getter for it). */
  providers: string[];
  registrations: { version: string; loaded: boolean; useIn: string[] }[];
}

const contractEntries = (page: Page): Promise<Record<string, EntryReport>> =>
  page.evaluate((keys: string[]) => {
    interface Instance {
      name: string;
      options: { shared: Record<string, { get?: unknown }[]> };
      shareScopeMap: Record<string, Record<string, Record<string, { loaded?: boolean; useIn?: string[] }>>>;
    }
    const instances = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__
      .__INSTANCES__;
    const scope = instances.find((instance) => instance.name === 'shell')!.shareScopeMap.default!;
    return Object.fromEntries(
      keys.map((key) => [
        key,
        {
          providers: instances
            .filter((instance) => (instance.options.shared[key] ?? []).some((entry) => entry.get))
            .map((instance) => instance.name),
          registrations: Object.entries(scope[key] ?? {}).map(([version, info]) => ({
            version,
            loaded: info.loaded === true,
            useIn: info.useIn ?? [],
          })),
        },
      ]),
    );
  }, CONTRACT_ENTRIES);

const loadedEntries = (report: Record<string, EntryReport>) =>
  CONTRACT_ENTRIES.filter((key) => report[key]!.registrations.some((registration) => registration.loaded));

test('shared-contracts: each entry once and from the shell; the campaign list loads only its own', async ({
  page,
}) => {
  expect(CONTRACT_ENTRIES).toEqual(
    expect.arrayContaining([CONTRACTS, `${CONTRACTS}/core`, `${CONTRACTS}/campaigns`]),
  );
  await login(page, ACCOUNTS.retailer);
  await expect(dataRows(page).first()).toBeVisible();

  const onList = await contractEntries(page);
  for (const key of CONTRACT_ENTRIES) {
    // Offered by the shell alone (remotes declare every entry with import: false), in one version.
    expect(onList[key]!.providers, `${key}: who provides it`).toEqual(['shell']);
    expect(onList[key]!.registrations, `${key} in the share scope`).toHaveLength(1);
  }
  expect(loadedEntries(onList), 'the contracts the campaign list loads').toEqual([
    `${CONTRACTS}/core`,
    `${CONTRACTS}/campaigns`,
  ]);

  // A campaign's detail, opened in the same page: its contracts are the shell's entries as well.
  const name = await dataRows(page).first().getByRole('link').first().innerText();
  await dataRows(page).first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  const onDetail = await contractEntries(page);
  const loaded = loadedEntries(onDetail);
  expect(loaded).toEqual(
    expect.arrayContaining([`${CONTRACTS}/campaign-detail`, `${CONTRACTS}/campaign-items`]),
  );
  // Nothing imports the whole package in the browser (lint keeps production code on the entries).
  expect(loaded).not.toContain(CONTRACTS);
  for (const key of loaded) {
    expect(onDetail[key]!.providers, `${key}: who provides it`).toEqual(['shell']);
    expect(onDetail[key]!.registrations, key).toEqual([
      expect.objectContaining({ loaded: true, useIn: expect.arrayContaining([REMOTE]) }),
    ]);
  }
});
