// Bundles the API into dist/server.js. The workspace packages (shared-contracts) are compiled in; the
// API's own dependencies stay in node_modules, where native and WebAssembly parts must live.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portal/'));

// The bundled server has no routes folder to read: the loader becomes static imports of its files.
const routesDir = fileURLToPath(new URL('./src/routes', import.meta.url));
const routeModulesFromFolder = {
  name: 'route-modules-from-folder',
  setup(builder) {
    builder.onLoad({ filter: /routes[\\/]support[\\/]load-route-modules\.ts$/ }, async () => {
      const files = (await readdir(routesDir))
        .filter((name) => /^[a-z0-9-]+\.ts$/.test(name) && !name.endsWith('.test.ts'))
        .sort();
      const imports = files.map(
        (file, i) => `import * as m${i} from ${JSON.stringify(path.join(routesDir, file))};`,
      );
      const list = files.map(
        (file, i) => `{ name: ${JSON.stringify(file.replace(/\.ts$/, ''))}, module: m${i} }`,
      );
      return {
        contents: `${imports.join('\n')}\nexport async function loadRouteModules() { return [${list.join(', ')}]; }\n`,
        loader: 'js',
        resolveDir: routesDir,
      };
    });
  },
};

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
  plugins: [routeModulesFromFolder],
});
console.log('api built: dist/server.js');
