/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReleaseManifestSchema, RELEASE_MANIFEST_FILE } from '@portal/shared-contracts';
import * as v from 'valibot';
import {
  browserContractsEntries,
  contractImportsOfSource,
  contractsRuntimeExports,
  createReleaseManifest,
  RELEASE_MANIFEST_FILE as PLUGIN_FILE,
  sharedByPackage,
  sourceFiles,
} from './release-manifest.cjs';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

/** Writes files under a fresh temporary directory: { 'src/a.ts': '…' }. */
function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'release-manifest-'));
  roots.push(root);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

const importsOf = (text: string, fileName = 'screen.tsx') =>
  Object.fromEntries(
    [...contractImportsOfSource(fileName, text)].map(([entry, names]) => [entry, [...names].sort()]),
  );

/** A shared-contracts package in miniature: two entries, `export *`, types, classes, enums. */
const contracts = {
  'package.json': JSON.stringify({
    name: '@portal/shared-contracts',
    version: '0.3.0',
    exports: {
      '.': './src/index.ts',
      './core': './src/entries/core.ts',
      './users': './src/entries/users.ts',
    },
  }),
  'src/index.ts': "export * from './entries/core';\nexport * from './entries/users';\n",
  'src/entries/core.ts': "export * from '../http/client';\nexport * from '../session';\n",
  'src/http/client.ts': [
    'export const call = () => 1;',
    'export function configure() {}',
    'export interface ApiClientOptions { prefix: string }',
    "export type Method = 'get' | 'post';",
    'export class ApiError extends Error {}',
    'export enum Kind { A, B }',
    'class Hidden {}',
    'export type { Hidden };',
  ].join('\n'),
  'src/session.ts': [
    "import { call } from './http/client';",
    'export { call as request };',
    "export type { Method as HttpMethod } from './http/client';",
  ].join('\n'),
  'src/entries/users.ts': [
    "export { getUsers, type UserRow } from '../users';",
    "export * as userRules from '../user-rules';",
  ].join('\n'),
  'src/users.ts': 'export const getUsers = () => [];\nexport interface UserRow { id: number }\n',
  'src/user-rules.ts': 'export const MAX_USERS = 1;\n',
};

describe('the value imports of shared-contracts in a source file', () => {
  it('takes named, renamed, default and re-exported values, and no types', () => {
    expect(
      importsOf(`
        import { useState } from 'react';
        import { call, type ApiClientOptions, ApiError as Failure } from '@portal/shared-contracts/core';
        import type { Method } from '@portal/shared-contracts/core';
        import { type UserRow } from '@portal/shared-contracts/users';
        import whole from '@portal/shared-contracts/dashboards';
        export { Kind } from '@portal/shared-contracts/core';
        export type { Method as M } from '@portal/shared-contracts/core';
        export { type ApiClientOptions as O } from '@portal/shared-contracts/campaigns';
        import { helper } from './helper';
      `),
    ).toEqual({
      '@portal/shared-contracts/core': ['ApiError', 'Kind', 'call'],
      '@portal/shared-contracts/dashboards': ['default'],
    });
  });

  it('needs the whole entry for a namespace import, export * and an import() it cannot read', () => {
    expect(
      importsOf(`
        import * as users from '@portal/shared-contracts/users';
        export * from '@portal/shared-contracts/campaigns';
        const later = () => import('@portal/shared-contracts/catalogue').then((m) => m.getProducts);
        async function lazy() {
          const { endReleasePreview, getReleaseOverview: overview } = await import('@portal/shared-contracts/settings');
          return [endReleasePreview, overview];
        }
        import '@portal/shared-contracts/creatives';
      `),
    ).toEqual({
      '@portal/shared-contracts/campaigns': ['*'],
      '@portal/shared-contracts/catalogue': ['*'],
      '@portal/shared-contracts/creatives': [],
      '@portal/shared-contracts/settings': ['endReleasePreview', 'getReleaseOverview'],
      '@portal/shared-contracts/users': ['*'],
    });
  });

  it('ignores the whole package and what is not shared-contracts', () => {
    expect(
      importsOf("import { call } from '@portal/shared-contracts';\nimport x from '@portal/shared-ui';"),
    ).toEqual({});
  });

  it('reads only what a build can contain: no tests, test helpers or fixtures', () => {
    const root = tree({
      'src/screen.tsx': '',
      'src/common/api.ts': '',
      'src/screen.test.tsx': '',
      'src/common/test-render.tsx': '',
      'src/common/test-api.ts': '',
      'src/users/user-fixtures.ts': '',
      'src/users/item-fixture.ts': '',
      'src/__mocks__/x.ts': '',
      'src/types.d.ts': '',
      'src/portal-routes.json': '{}',
    });
    expect(sourceFiles(path.join(root, 'src')).map((file: string) => path.relative(root, file))).toEqual([
      path.join('src', 'common', 'api.ts'),
      path.join('src', 'screen.tsx'),
    ]);
  });
});

describe('the browser entries of shared-contracts', () => {
  it('are the package and the files of src/entries/, not what it exports for the API or builds', () => {
    const exports = {
      '.': './src/index.ts',
      './core': './src/entries/core.ts',
      './campaign-items': './src/entries/campaign-items.ts',
      './endpoints': './src/endpoints.ts',
      './locales/*': './src/locales/*',
    };
    expect(browserContractsEntries({ exports })).toEqual([
      ['.', './src/index.ts'],
      ['./core', './src/entries/core.ts'],
      ['./campaign-items', './src/entries/campaign-items.ts'],
    ]);
  });
});

describe('the runtime exports of the shared-contracts entries', () => {
  it('follows export *, keeps functions, variables, classes, enums and namespaces, drops types', () => {
    expect(contractsRuntimeExports(tree(contracts))).toEqual({
      '@portal/shared-contracts/core': ['ApiError', 'Kind', 'call', 'configure', 'request'],
      '@portal/shared-contracts/users': ['getUsers', 'userRules'],
    });
  });

  it("reads the workspace's shared-contracts (every browser entry but '.')", () => {
    const exports = contractsRuntimeExports(path.join(__dirname, '../../shared-contracts'));
    const entries = fs
      .readdirSync(path.join(__dirname, '../../shared-contracts/src/entries'))
      .map((file) => path.posix.join('@portal/shared-contracts', file.replace(/\.ts$/, '')))
      .sort();
    expect(Object.keys(exports)).toEqual(entries);
    const core = exports['@portal/shared-contracts/core'];
    expect(core).toEqual(
      expect.arrayContaining(['getRemoteRegistry', 'RemoteRegistrySchema', 'sessionStore']),
    );
    expect(core).not.toContain('RemoteRegistry');
    expect(core).not.toContain('UserInfo');
    expect(exports['@portal/shared-contracts/settings']).toEqual(
      expect.arrayContaining(['endReleasePreview', 'RELEASE_MANIFEST_FILE', 'ReleaseManifestSchema']),
    );
    expect(exports['@portal/shared-contracts/settings']).not.toContain('ReleaseManifest');
    for (const names of Object.values(exports)) expect(names).toEqual([...names].sort());
  }, 120_000);
});

describe('portal-release.json', () => {
  const shared = {
    react: { singleton: true, requiredVersion: '^19.2.0', version: '19.2.3' },
    'react/jsx-runtime': { singleton: true, requiredVersion: '^19.2.0', version: '19.2.3' },
    'react-dom/client': { singleton: true, requiredVersion: '^19.2.0', version: '19.2.3' },
    'react-dom': { singleton: true, requiredVersion: '^19.2.0', version: '19.2.3' },
    '@portal/shared-ui': { singleton: true, requiredVersion: '^0.1.0', version: '0.1.0' },
    '@portal/shared-ui/components': { singleton: true, requiredVersion: '^0.1.0', version: '0.1.0' },
    '@portal/shared-contracts/core': {
      singleton: true,
      requiredVersion: '^0.3.0',
      version: '0.3.0',
      import: false,
    },
    '@portal/shared-contracts/users': {
      singleton: true,
      requiredVersion: '^0.3.0',
      version: '0.3.0',
      import: false,
    },
  };
  const remote = {
    'package.json': JSON.stringify({ name: '@portal/mf-demo', version: '1.2.3' }),
    'src/screen.tsx': [
      "import { call, type ApiClientOptions, ApiError } from '@portal/shared-contracts/core';",
      "import type { Method } from '@portal/shared-contracts/core';",
      // A type imported without `type`: the compiler drops it, so it is no need.
      "import { UserRow, getUsers as fetchUsers } from '@portal/shared-contracts/users';",
      "export { Kind } from '@portal/shared-contracts/core';",
      'export const use = [call, ApiError, fetchUsers];',
    ].join('\n'),
    'src/screen.test.tsx': "import { MAX_USERS } from '@portal/shared-contracts/users';",
    'src/common/test-render.tsx': "import { request } from '@portal/shared-contracts/core';",
  };

  it("states a remote's needs: shared ranges by package and the contracts it calls, sorted", () => {
    const root = tree({ ...Object.fromEntries(Object.entries(contracts).map(([f, c]) => [`c/${f}`, c])) });
    const remoteDir = tree(remote);
    const manifest = createReleaseManifest({
      name: 'mf-demo',
      packageDir: remoteDir,
      contractsDir: path.join(root, 'c'),
      shared,
      provides: false,
      builtAt: new Date('2026-05-04T10:20:30.000Z'),
      gitCommit: null,
    });
    expect(manifest).toEqual({
      name: 'mf-demo',
      packageVersion: '1.2.3',
      builtAt: '2026-05-04T10:20:30.000Z',
      gitCommit: null,
      requires: {
        shared: {
          '@portal/shared-contracts': '^0.3.0',
          '@portal/shared-ui': '^0.1.0',
          react: '^19.2.0',
          'react-dom': '^19.2.0',
        },
        contracts: {
          '@portal/shared-contracts/core': ['ApiError', 'Kind', 'call'],
          '@portal/shared-contracts/users': ['getUsers'],
        },
      },
    });
    expect(Object.keys(manifest.requires.shared)).toEqual(Object.keys(manifest.requires.shared).sort());
  });

  it("states what the shell provides: the versions it bundles and every entry's runtime exports", () => {
    const contractsDir = tree(contracts);
    const shellDir = tree({
      'package.json': JSON.stringify({ name: '@portal/shell', version: '0.2.0' }),
      'src/main.ts': "import { configure } from '@portal/shared-contracts/core';\nconfigure();\n",
    });
    const manifest = createReleaseManifest({
      name: 'shell',
      packageDir: shellDir,
      contractsDir,
      shared,
      provides: true,
      gitCommit: 'a'.repeat(40),
    });
    expect(manifest.requires.contracts).toEqual({ '@portal/shared-contracts/core': ['configure'] });
    expect(manifest.provides).toEqual({
      shared: {
        '@portal/shared-contracts': '0.3.0',
        '@portal/shared-ui': '0.1.0',
        react: '19.2.3',
        'react-dom': '19.2.3',
      },
      contracts: {
        '@portal/shared-contracts/core': ['ApiError', 'Kind', 'call', 'configure', 'request'],
        '@portal/shared-contracts/users': ['getUsers', 'userRules'],
      },
    });
    // What the API takes (ReleaseManifestSchema), under the name it looks for.
    expect(PLUGIN_FILE).toBe(RELEASE_MANIFEST_FILE);
    expect(v.safeParse(ReleaseManifestSchema, JSON.parse(JSON.stringify(manifest))).success).toBe(true);
    expect(Date.parse(manifest.builtAt)).not.toBeNaN();
  });

  it('refuses sub-entries of one package that ask for different versions', () => {
    expect(() =>
      sharedByPackage(
        { react: { requiredVersion: '^19.2.0' }, 'react/jsx-runtime': { requiredVersion: '^18.0.0' } },
        'requiredVersion',
      ),
    ).toThrow('shared react');
  });
});
