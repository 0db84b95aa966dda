import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const browserPackages = [
  'shell',
  'mf-campaigns',
  'mf-creatives',
  'mf-catalogue-admin',
  'mf-users',
  'shared-ui',
];
const remotes = ['mf-campaigns', 'mf-creatives', 'mf-catalogue-admin', 'mf-users'];
const shellAndRemotes = [...remotes, 'shell'].map((dir) => `${dir}/src/**/*.{ts,tsx}`);
const unitTestFiles = [
  '**/*.test.{ts,tsx}',
  '**/test-*.{ts,tsx}',
  '**/*-fixture.{ts,tsx}',
  '**/*-fixtures.{ts,tsx}',
];

const boundaries = {
  paths: [
    {
      name: 'antd',
      message: 'Import antd components from @portal/shared-ui/components (or /form-components).',
      allowTypeImports: true,
    },
    {
      name: '@ant-design/icons',
      message: 'Import icons from @portal/shared-ui/components (or /form-components).',
    },
    { name: 'valibot', message: 'Use the schemas of @portal/shared-contracts.' },
    {
      name: 'react-router-dom',
      message: 'Import the router from @portal/shared-ui/router (one shared copy).',
    },
    {
      name: 'react-router',
      message: 'Import the router from @portal/shared-ui/router (one shared copy).',
    },
  ],
  patterns: [
    {
      group: ['antd/*', '!antd/es/locale'],
      message: 'Import antd through @portal/shared-ui/components.',
      allowTypeImports: true,
    },
    {
      group: ['@portal/shell', '@portal/mf-*', '**/shell/src/**', '**/mf-*/src/**'],
      message: 'Remotes and the shell import only shared-contracts and shared-ui.',
    },
    {
      group: ['**/shared-contracts/src/**', '**/shared-ui/src/**'],
      message: 'Import workspace packages by their name.',
    },
  ],
};

/** Test helpers: jest only, never in a build (not shared through Module Federation either). */
const testingEntry = {
  name: '@portal/shared-ui/testing',
  message: 'The testing entry is for unit tests only: code that ships must not import it.',
};

/**
 * Modules of the shared-ui kit (and the names their copies had in the remotes). A remote or the
 * shell that defines a module of one of these names is growing a copy of the kit again: import it
 * from @portal/shared-ui (or /components, /testing) instead. Add a name here with each kit module.
 */
const kitModules = [
  'error-text',
  'format-date-time',
  'list-error',
  'list-sort',
  'live-region',
  'load-state',
  'mocked-contracts',
  'render-with-portal',
  'route-id',
  'rule-viewer',
  'search-filter',
  'server-list',
  'test-render',
  'use-debounced-value',
  'use-latest-request',
  'use-list',
  'use-server-list',
  'visually-hidden',
];

/**
 * Forms still mapping fieldErrors by hand, each to move onto useApiForm (issue 32): the list only
 * shrinks. A file leaves it when its form is on the kit.
 */
const formsNotOnTheKitYet = [
  // Not a form: the charts' error text, which reads a refused period from fieldErrors.
  'shell/src/pages/dashboards/dashboard-errors.ts',
];

const servicesDir = path.join(import.meta.dirname, 'api/src/services');

/** The folder of api/src/services a file or import target is in; null outside, or for a file directly in it. */
function serviceAreaOf(file) {
  const parts = path.relative(servicesDir, file).split(path.sep);
  return parts[0] === '..' || parts.length < 2 ? null : parts[0];
}

/** File-based, so not expressible with no-restricted-syntax: the rules look at the linted file's name. */
const portalPlugin = {
  rules: {
    'no-kit-copy': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          copy: "'{{name}}' is a module of the shared-ui kit: import it from @portal/shared-ui instead of keeping a copy here.",
        },
      },
      create(context) {
        const name = path.basename(context.filename).replace(/(\.test)?\.[cm]?[jt]sx?$/, '');
        if (!kitModules.includes(name)) return {};
        return { Program: (node) => context.report({ node, messageId: 'copy', data: { name } }) };
      },
    },
    'service-area-index': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          inside:
            "'{{source}}' is inside the service area '{{area}}': import it from services/{{area}}, whose index.ts is all the area offers to the rest of the API.",
        },
      },
      create(context) {
        const ownArea = serviceAreaOf(context.filename);
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = path.resolve(path.dirname(context.filename), source);
          const area = serviceAreaOf(target);
          const inside = path.relative(path.join(servicesDir, area ?? ''), target);
          if (area && area !== ownArea && !/^index(\.[cm]?[jt]s)?$/.test(inside))
            context.report({ node: node.source, messageId: 'inside', data: { source, area } });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

const wholeContracts = {
  name: '@portal/shared-contracts',
  message:
    'Import the entry that has it: @portal/shared-contracts/core, /campaigns, /new-campaign, /catalogue, /campaign-items or /campaign-detail.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-monolith/**',
      '**/.data/**',
      '**/coverage/**',
      'api/drizzle/**',
      '**/locales/**/*.js',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: browserPackages.map((dir) => `${dir}/**/*.{ts,tsx}`),
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    // The package boundaries of the design: remotes and the shell reach antd only through
    // shared-ui (one tree-shaken copy) and never import each other.
    files: shellAndRemotes,
    plugins: { portal: portalPlugin },
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', boundaries],
      'portal/no-kit-copy': 'error',
    },
  },
  // Production code takes shared-contracts by entry (/core, /campaigns, …: one shared singleton
  // each), so a page loads only the contracts it calls. Unit tests and their helpers may import the
  // whole package: jest maps every entry to it (shared-ui/jest/create-config.cjs).
  {
    files: shellAndRemotes,
    ignores: unitTestFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...boundaries.paths,
            wholeContracts,
            {
              // Not shared (create-config.cjs): a copy of its own would be a second style cache.
              name: '@ant-design/cssinjs',
              message: "antd's styles come with @portal/shared-ui/components.",
            },
            testingEntry,
            { ...testingEntry, name: `${testingEntry.name}/contracts` },
          ],
          patterns: boundaries.patterns,
        },
      ],
    },
  },
  // Server refusals land on their fields in one place, useApiForm (docs/frontend.md, "Forms"): a
  // screen that reads an answer's fieldErrors is mapping them by hand again.
  {
    files: shellAndRemotes,
    ignores: [...unitTestFiles, ...formsNotOnTheKitYet],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "MemberExpression[property.name='fieldErrors']",
          "ObjectPattern > Property[key.name='fieldErrors']",
        ].map((selector) => ({
          selector,
          message: "Let useApiForm (@portal/shared-ui/form) put the server's fieldErrors on the fields.",
        })),
      ],
    },
  },
  // The testing entry may take the whole contracts module: it mocks it for the tests.
  {
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    ignores: [...unitTestFiles, 'shared-ui/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [wholeContracts],
          patterns: [{ group: ['**/testing', '**/testing/*'], message: testingEntry.message }],
        },
      ],
    },
  },
  // Each service area (a folder of api/src/services) has one public face, its index.ts: code outside
  // the folder imports the index, never a file inside it, so what an area offers is said in one place
  // (docs/architecture.md, "Service areas"). Tests may reach inside to test a piece on its own.
  {
    files: ['api/**/*.{ts,mjs}'],
    ignores: ['api/test/**', '**/*.test.ts'],
    plugins: { portal: portalPlugin },
    rules: { 'portal/service-area-index': 'error' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shared-ui/jest/**/*.cjs'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-redeclare': 'off' },
  },
  prettier,
);
