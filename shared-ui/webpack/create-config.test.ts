/**
 * @jest-environment node
 */
import path from 'node:path';
import {
  createConfig,
  SHELL_SHARED_MODULE,
  SHELL_VERSION_PLACEHOLDER,
  shellSharedSource,
} from './create-config.cjs';

interface Plugin {
  constructor: { name: string };
  _options?: {
    runtimePlugins?: string[];
    experiments?: Record<string, unknown>;
    shared?: Record<string, { requiredVersion?: string | false; version?: string }>;
  };
  userOptions?: { publicPath?: string };
  options?: { exclude?: RegExp; filename?: string; shared?: Record<string, unknown> };
}

const configOf = (kind: 'host' | 'remote', mode: 'production' | 'development') => {
  const dirname = path.join(__dirname, '../..', kind === 'host' ? 'shell' : 'mf-users');
  return createConfig({ dirname, kind, port: 3000 })({}, { mode }) as {
    output: { publicPath: string };
    plugins: Plugin[];
  };
};
const plugins = (config: { plugins: Plugin[] }, name: string) =>
  config.plugins.filter((plugin) => plugin.constructor.name === name);

describe('the webpack configuration', () => {
  it("keeps the shell's version out of its production build: index.html has a placeholder", () => {
    const config = configOf('host', 'production');
    // The version is named after the content hash: webpack takes the path from main.js's URL.
    expect(config.output.publicPath).toBe('auto');
    expect(plugins(config, 'HtmlWebpackPlugin')[0]!.userOptions!.publicPath).toBe(
      `/shell/${SHELL_VERSION_PLACEHOLDER}/`,
    );
    expect(SHELL_VERSION_PLACEHOLDER).toBe('__PORTAL_SHELL_VERSION__');
    // The API rewrites index.html as it serves it: no precompressed copy of it.
    const compression = plugins(config, 'CompressionPlugin');
    expect(compression).toHaveLength(2);
    for (const plugin of compression) {
      expect(plugin.options!.exclude!.test('index.html')).toBe(true);
      expect(plugin.options!.exclude!.test('main.js')).toBe(false);
    }
    expect(plugins(config, 'ReleaseManifestPlugin')).toHaveLength(1);
  });

  it('writes portal-release.json in production builds of remotes too, and never on the dev server', () => {
    expect(plugins(configOf('remote', 'production'), 'ReleaseManifestPlugin')).toHaveLength(1);
    expect(configOf('remote', 'production').output.publicPath).toBe('auto');
    const dev = configOf('host', 'development');
    expect(dev.output.publicPath).toBe('/');
    expect(plugins(dev, 'ReleaseManifestPlugin')).toHaveLength(0);
    expect(plugins(dev, 'HtmlWebpackPlugin')[0]!.userOptions!.publicPath).toBeUndefined();
  });

  it('shares the browser entries of shared-contracts, not what the package exports for the API or builds', () => {
    for (const kind of ['host', 'remote'] as const) {
      // The release manifest is given a copy of what the federation plugin shares.
      const manifest = plugins(configOf(kind, 'production'), 'ReleaseManifestPlugin')[0]!;
      const contracts = Object.keys(manifest.options!.shared!).filter((key) =>
        key.startsWith('@portal/shared-contracts'),
      );
      expect(contracts).toEqual(
        expect.arrayContaining(['@portal/shared-contracts', '@portal/shared-contracts/core']),
      );
      expect(contracts).not.toContain('@portal/shared-contracts/endpoints');
      expect(contracts.filter((key) => key.includes('locales'))).toEqual([]);
    }
  });

  it('builds the shell without a federation container: it offers its own modules to the remotes it loads', () => {
    const host = configOf('host', 'production');
    expect(plugins(host, 'ModuleFederationPlugin')).toEqual([]);
    const offers = plugins(host, 'VirtualUrlPlugin')[0] as unknown as { modules: Record<string, unknown> };
    expect(JSON.stringify(offers.modules)).toContain(SHELL_SHARED_MODULE);
    const shared = (
      plugins(host, 'ReleaseManifestPlugin')[0] as unknown as {
        options: { shared: Record<string, { version: string; import?: string | false }> };
      }
    ).options.shared;
    const offered = Object.entries(shared).filter(([key]) => key !== '@ant-design/cssinjs');
    const source = shellSharedSource(Object.fromEntries(offered));
    for (const [key, entry] of offered) {
      // Each shared request, in the version the release manifest says the shell provides, loaded by
      // the same request the shell's code makes (or the file the shell builds it from).
      const request = typeof entry.import === 'string' ? entry.import : key;
      expect(source).toContain(
        `${JSON.stringify(key)}: { version: ${JSON.stringify(entry.version)}, load: () => import(${JSON.stringify(request)}) }`,
      );
    }
    expect(source).toContain('"@portal/shared-ui/form-components": { version');
    // Named as provided for remotes released before it was dropped, never offered (not tree-shaken).
    expect(shared['@ant-design/cssinjs']).toMatchObject({ singleton: true });
    expect(source).not.toContain('@ant-design/cssinjs');
    // The runtime it creates the host with is built for browsers only, as the plugin would build it.
    const define = plugins(host, 'DefinePlugin')[0] as unknown as { definitions: Record<string, unknown> };
    expect(define.definitions.ENV_TARGET).toBe('"web"');
    // It loads each remote's container directly, never its manifest.
    expect(define.definitions.FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN).toBe(true);
  });

  it('builds remotes on the shell’s federation runtime, with no version checks at run time and no eager library', () => {
    const remote = configOf('remote', 'production');
    const federation = plugins(remote, 'ModuleFederationPlugin')[0]!._options!;
    expect(federation.experiments).toMatchObject({ externalRuntime: true });
    expect(federation.runtimePlugins ?? []).toEqual([]);
    const shared = federation.shared! as Record<
      string,
      { requiredVersion?: string | false; eager?: boolean; import?: string | false }
    >;
    expect(Object.keys(shared)).toEqual(expect.arrayContaining(['react', '@portal/shared-ui']));
    // The release gate checks the ranges when a release is uploaded (docs/releasing.md).
    for (const entry of Object.values(shared)) expect(entry.requiredVersion).toBe(false);
    // A remote brings no copy of anything shared: it takes the shell's (the gate makes sure it can).
    expect(Object.values(shared).filter((entry) => entry.eager)).toEqual([]);
    expect(Object.entries(shared).filter(([, entry]) => entry.import !== false)).toEqual([]);
    expect(shared).not.toHaveProperty('@ant-design/cssinjs');
    for (const kind of ['host', 'remote'] as const) {
      const release = (
        plugins(configOf(kind, 'production'), 'ReleaseManifestPlugin')[0] as unknown as {
          options: { shared: Record<string, { requiredVersion?: string; version?: string }> };
        }
      ).options.shared;
      expect(release.react!.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+/);
      expect(release.react!.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(release['@portal/shared-ui']!.requiredVersion).toMatch(/^\^/);
    }
  });
});
