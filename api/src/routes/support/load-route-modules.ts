import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteModule } from './route-module';

/** A route module's file name: every .ts file directly in api/src/routes but the tests. */
export const isRouteModuleFile = (name: string): boolean =>
  /^[a-z0-9-]+\.ts$/.test(name) && !name.endsWith('.test.ts');

/**
 * The route modules of api/src/routes, in file-name order: a new file there is registered without
 * being listed anywhere. The bundle (build.mjs) replaces this module with static imports of the
 * same files, since the bundled server has no folder to read.
 */
export async function loadRouteModules(): Promise<{ name: string; module: RouteModule }[]> {
  const here = typeof __dirname === 'string' ? __dirname : path.dirname(fileURLToPath(import.meta.url));
  const folder = path.resolve(here, '..');
  const files = (await readdir(folder)).filter(isRouteModuleFile).sort();
  return Promise.all(
    files.map(async (file) => ({
      name: file.replace(/\.ts$/, ''),
      module: (await import(path.join(folder, file))) as RouteModule,
    })),
  );
}
