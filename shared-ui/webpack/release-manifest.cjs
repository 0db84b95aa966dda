// portal-release.json: what a production build is and what it needs of the shell that loads it
// (shared-contracts ReleaseManifestSchema, docs/releasing.md). The portal compares a remote's
// `requires` with the `provides` of the shell a session runs and refuses to load a remote whose needs
// are not met, instead of letting it fail with a TypeError in the page.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const RELEASE_MANIFEST_FILE = 'portal-release.json';
const CONTRACTS = '@portal/shared-contracts';
/** Any runtime export of the entry may be used (a namespace import, `export *`, an unfollowed import()). */
const ALL = '*';

/** Test files and their helpers: never part of a build (the same names eslint.config.js treats as tests). */
const TEST_FILE = /(\.(test|spec)\.[cm]?[jt]sx?$)|(^test-.*\.[jt]sx?$)|(-fixtures?\.[jt]sx?$)|(\.d\.ts$)/;
const TEST_DIR = new Set(['__tests__', '__mocks__', 'node_modules']);

/** The package's source files a build can contain: src/**\/*.ts(x) without tests and test helpers. */
function sourceFiles(srcDir) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!TEST_DIR.has(entry.name)) walk(file);
      } else if (/\.tsx?$/.test(entry.name) && !TEST_FILE.test(entry.name)) {
        files.push(file);
      }
    }
  };
  if (fs.existsSync(srcDir)) walk(srcDir);
  return files.sort();
}

/**
 * The entries of shared-contracts the browser loads, from its package.json `exports`: the package
 * itself and the files of src/entries/. The package exports more for the API, tests and builds (the
 * endpoint map, the error catalogue's .po files for @lingui/loader); the shell must neither build nor
 * offer those, nor claim them in its manifest, so an export is a browser entry only by its folder.
 * @param {{ exports?: Record<string, string> }} pkg @returns {[string, string][]} [subpath, file]
 */
function browserContractsEntries(pkg) {
  return Object.entries(pkg.exports ?? {}).filter(
    ([subpath, file]) => subpath === '.' || file.startsWith('./src/entries/'),
  );
}

const isContractsEntry = (specifier) => specifier.startsWith(`${CONTRACTS}/`);
const nameOf = (element) => (element.propertyName ?? element.name).text;

/**
 * The value imports of one source file from shared-contracts entries: entry → names. `import type`,
 * `export type` and `type X` specifiers are left out (the compiler drops them); a namespace import,
 * `export *` or an `import()` whose names cannot be read needs the whole entry (ALL).
 */
function contractImportsOfSource(fileName, text) {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  /** @type {Map<string, Set<string>>} */
  const imports = new Map();
  const add = (entry, names) => {
    const set = imports.get(entry) ?? new Set();
    for (const name of names) set.add(name);
    imports.set(entry, set);
  };

  for (const statement of source.statements) {
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !isContractsEntry(specifier.text)) continue;
    const entry = specifier.text;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      // A side-effect import (`import '…'`) still needs the entry.
      if (!clause) add(entry, []);
      else if (clause.phaseModifier !== ts.SyntaxKind.TypeKeyword) {
        const names = [];
        if (clause.name) names.push('default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) names.push(ALL);
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) if (!element.isTypeOnly) names.push(nameOf(element));
        }
        // `import { type A, type B } from '…'` leaves no import behind.
        if (names.length > 0) add(entry, names);
      }
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (!clause || ts.isNamespaceExport(clause)) add(entry, [ALL]);
      else {
        const names = clause.elements.filter((element) => !element.isTypeOnly).map(nameOf);
        if (names.length > 0) add(entry, names);
      }
    }
  }

  // import('@portal/shared-contracts/…'): `const { a, b } = await import('…')` names what it uses;
  // any other use may need every export of the entry.
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0]) &&
      isContractsEntry(node.arguments[0].text)
    ) {
      const awaited = ts.isAwaitExpression(node.parent) ? node.parent : undefined;
      const declaration = awaited && ts.isVariableDeclaration(awaited.parent) ? awaited.parent : undefined;
      const pattern = declaration?.name;
      const destructured =
        pattern &&
        ts.isObjectBindingPattern(pattern) &&
        pattern.elements.every(
          (element) =>
            !element.dotDotDotToken &&
            (element.propertyName ?? element.name).kind === ts.SyntaxKind.Identifier,
        );
      add(
        node.arguments[0].text,
        destructured ? pattern.elements.map((element) => (element.propertyName ?? element.name).text) : [ALL],
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return imports;
}

/** The value imports of shared-contracts entries in a package's source (src/): entry → names. */
function scanContractImports(srcDir) {
  /** @type {Map<string, Set<string>>} */
  const all = new Map();
  for (const file of sourceFiles(srcDir)) {
    for (const [entry, names] of contractImportsOfSource(file, fs.readFileSync(file, 'utf8'))) {
      const set = all.get(entry) ?? new Set();
      for (const name of names) set.add(name);
      all.set(entry, set);
    }
  }
  return all;
}

function compilerOptions(packageDir) {
  const configFile = path.join(packageDir, 'tsconfig.json');
  const defaults = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  };
  const parsed = fs.existsSync(configFile)
    ? ts.getParsedCommandLineOfConfigFile(
        configFile,
        {},
        { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
      )
    : undefined;
  // Only the exports' symbols are asked for: no type checking, no global type packages needed.
  return { ...defaults, ...parsed?.options, noEmit: true, skipLibCheck: true, noLib: true, types: [] };
}

/** Whether an export reaches its declaration through `export type` / `import type` somewhere. */
function isTypeOnlyExport(checker, symbol) {
  let current = symbol;
  for (let depth = 0; current && current.flags & ts.SymbolFlags.Alias && depth < 100; depth += 1) {
    if ((current.declarations ?? []).some((node) => ts.isTypeOnlyImportOrExportDeclaration(node)))
      return true;
    current = checker.getImmediateAliasedSymbol(current);
  }
  return false;
}

/**
 * The runtime exports of each browser entry of shared-contracts (browserContractsEntries but '.'):
 * '@portal/shared-contracts/<entry>' → sorted names of the functions, variables, classes and enums it
 * exports, `export *` followed; interfaces and type aliases are left out.
 */
function contractsRuntimeExports(contractsDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(contractsDir, 'package.json'), 'utf8'));
  const entries = browserContractsEntries(pkg)
    .filter(([subpath]) => subpath !== '.')
    .map(([subpath, file]) => [
      path.posix.join(pkg.name ?? CONTRACTS, subpath),
      path.resolve(contractsDir, file),
    ]);
  const program = ts.createProgram({
    rootNames: entries.map(([, file]) => file),
    options: compilerOptions(contractsDir),
  });
  const checker = program.getTypeChecker();
  /** @type {Record<string, string[]>} */
  const result = {};
  for (const [entry, file] of entries.sort(([a], [b]) => compare(a, b))) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${entry}: ${file} not found`);
    const moduleSymbol = checker.getSymbolAtLocation(source);
    const names = [];
    for (const symbol of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
      if (isTypeOnlyExport(checker, symbol)) continue;
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      if (target.flags & ts.SymbolFlags.Value) names.push(symbol.name);
    }
    result[entry] = [...new Set(names)].sort(compare);
  }
  return result;
}

/** Code-point order, not the locale's: the same file on every machine. */
const compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

const sortedObject = (record) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => compare(a, b)));

/**
 * What the build needs of shared-contracts: entry → sorted runtime names it imports. Names that are
 * not runtime exports of the entry (a type imported without `type`) are dropped: the compiler drops
 * their import too. ALL becomes every runtime export of the entry.
 */
function requiredContracts(imports, runtimeExports) {
  /** @type {Record<string, string[]>} */
  const result = {};
  for (const [entry, names] of imports) {
    const available = runtimeExports[entry];
    if (!available) {
      // An entry that shared-contracts does not export: the build would fail to resolve it anyway.
      result[entry] = [...names].filter((name) => name !== ALL).sort(compare);
      continue;
    }
    const wanted = names.has(ALL) ? available : [...names].filter((name) => available.includes(name));
    result[entry] = [...new Set(wanted)].sort(compare);
  }
  return sortedObject(result);
}

/** 'react-dom/client' → 'react-dom'; '@portal/shared-ui/components' → '@portal/shared-ui'. */
function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The federation `shared` config by package: its range (`requiredVersion`) or the version the build
 * bundles (`version`). Sub-entries (react-dom/client, the contracts entries) are their package.
 */
function sharedByPackage(shared, field) {
  /** @type {Record<string, string>} */
  const result = {};
  for (const [request, config] of Object.entries(shared)) {
    const value = config[field];
    if (typeof value !== 'string' || value === '') continue;
    const name = packageOf(request);
    if (result[name] !== undefined && result[name] !== value) {
      throw new Error(`shared ${name}: ${field} ${result[name]} and ${value} (${request}) differ`);
    }
    result[name] = value;
  }
  return sortedObject(result);
}

/** The commit built: PORTAL_GIT_COMMIT (a build without .git, e.g. a container), else git, else null. */
function gitCommit(dir) {
  const fromEnv = process.env.PORTAL_GIT_COMMIT?.trim();
  if (fromEnv) return fromEnv.slice(0, 64);
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    })
      .toString()
      .trim();
    return /^[0-9a-f]{40,64}$/.test(commit) ? commit : null;
  } catch {
    return null;
  }
}

/**
 * @param {object} options
 * @param {string} options.name 'shell' or the remote's name (mf-users, …)
 * @param {string} options.packageDir the package directory (its src/ is scanned)
 * @param {string} options.contractsDir the shared-contracts package directory
 * @param {Record<string, {requiredVersion?: string, version?: string}>} options.shared the federation `shared` config
 * @param {boolean} options.provides whether the build provides the shared modules (the shell)
 * @param {Date} [options.builtAt]
 * @param {string | null} [options.gitCommit]
 */
function createReleaseManifest({
  name,
  packageDir,
  contractsDir,
  shared,
  provides,
  builtAt,
  gitCommit: commit,
}) {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const runtimeExports = contractsRuntimeExports(contractsDir);
  const manifest = {
    name,
    packageVersion: pkg.version,
    builtAt: (builtAt ?? new Date()).toISOString(),
    gitCommit: commit === undefined ? gitCommit(packageDir) : commit,
    requires: {
      shared: sharedByPackage(shared, 'requiredVersion'),
      contracts: requiredContracts(scanContractImports(path.join(packageDir, 'src')), runtimeExports),
    },
  };
  if (provides) {
    manifest.provides = { shared: sharedByPackage(shared, 'version'), contracts: runtimeExports };
  }
  return manifest;
}

/** Writes portal-release.json beside the build's entry (remoteEntry.js / index.html). */
class ReleaseManifestPlugin {
  /** @param {Omit<Parameters<typeof createReleaseManifest>[0], 'builtAt' | 'gitCommit'>} options */
  constructor(options) {
    this.options = options;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ReleaseManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'ReleaseManifestPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const manifest = createReleaseManifest(this.options);
          compilation.emitAsset(
            RELEASE_MANIFEST_FILE,
            new compiler.webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = {
  RELEASE_MANIFEST_FILE,
  ReleaseManifestPlugin,
  browserContractsEntries,
  createReleaseManifest,
  contractImportsOfSource,
  scanContractImports,
  contractsRuntimeExports,
  requiredContracts,
  sharedByPackage,
  sourceFiles,
};
