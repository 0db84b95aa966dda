/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { createConfig, SHELL_VERSION_PLACEHOLDER } from './create-config.cjs';

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

  it("gives remotes the shell's federation runtime through its ES module: one runtime core in main.js", () => {
    const federation = (kind: 'host' | 'remote') =>
      plugins(configOf(kind, 'production'), 'ModuleFederationPlugin')[0]!._options!;
    const host = federation('host');
    // provideExternalRuntime would add the plugin's CommonJS build, and with it a second runtime core.
    expect(host.experiments).not.toHaveProperty('provideExternalRuntime');
    expect(host.runtimePlugins).toHaveLength(1);
    const plugin = host.runtimePlugins![0]!;
    expect(plugin).toMatch(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.js$/);
    expect(fs.readFileSync(plugin, 'utf8')).toMatch(/^import \* as runtimeCore from /m);
    const remote = federation('remote');
    expect(remote.experiments).toMatchObject({ externalRuntime: true });
    expect(remote.runtimePlugins ?? []).toEqual([]);
  });

  it('leaves the version ranges to the release gate: the federation runtime checks none on each load', () => {
    for (const kind of ['host', 'remote'] as const) {
      const config = configOf(kind, 'production');
      const shared = plugins(config, 'ModuleFederationPlugin')[0]!._options!.shared!;
      expect(Object.keys(shared)).toEqual(expect.arrayContaining(['react', '@portal/shared-ui']));
      for (const entry of Object.values(shared)) expect(entry.requiredVersion).toBe(false);
      // The singletons still say which version they are.
      expect(shared.react!.version).toMatch(/^\d+\.\d+\.\d+/);
      const release = (
        plugins(config, 'ReleaseManifestPlugin')[0] as unknown as {
          options: { shared: Record<string, { requiredVersion?: string }> };
        }
      ).options.shared;
      expect(release.react!.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+/);
      expect(release['@portal/shared-ui']!.requiredVersion).toMatch(/^\^/);
    }
  });

  it('bundles what every shell page starts with into main.js (eager), and nothing a page may not need', () => {
    const shared = (kind: 'host' | 'remote') =>
      plugins(configOf(kind, 'production'), 'ModuleFederationPlugin')[0]!._options!.shared! as Record<
        string,
        { eager?: boolean }
      >;
    const eager = Object.entries(shared('host'))
      .filter(([, entry]) => entry.eager)
      .map(([name]) => name);
    expect(eager).toEqual(
      expect.arrayContaining([
        'react',
        'react-dom/client',
        '@portal/shared-ui',
        '@portal/shared-contracts/core',
      ]),
    );
    // antd, the form kit and the other contracts come with the screens that use them.
    for (const name of [
      '@portal/shared-ui/components',
      '@portal/shared-ui/form',
      '@portal/shared-contracts',
      '@portal/shared-contracts/campaigns',
    ])
      expect(eager).not.toContain(name);
    // A remote's entry never carries a library of its own to start with: it takes the shell's.
    expect(Object.values(shared('remote')).filter((entry) => entry.eager)).toEqual([]);
  });
});
