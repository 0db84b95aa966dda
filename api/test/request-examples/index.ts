import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Ref } from '@portal/shared-contracts';
import type { ResourceKindName } from '../resource-examples';

/**
 * What the access matrix needs beyond a declaration to call a route with data that exists: ids of
 * kinds that are not a tenant (a product, a role, …) by where the call carries them, and a request
 * for a read whose generated one would not pass validation. Test data: it lives here, beside the
 * tests, not in the declarations.
 */
export interface RequestExample {
  examples?: Partial<Record<Ref, ResourceKindName>>;
  sample?: { query?: Record<string, string>; body?: unknown };
}

/** One file per route module of api/src/routes, keyed by endpoint ('POST /campaigns/:id/approve'). */
export type RequestExamples = Record<string, RequestExample>;

let loaded: Promise<RequestExamples> | undefined;

export function requestExamples(): Promise<RequestExamples> {
  loaded ??= (async () => {
    const files = (await readdir(__dirname)).filter((file) => file.endsWith('.ts') && file !== 'index.ts');
    const tables = await Promise.all(
      files.map(
        async (file) => ((await import(path.join(__dirname, file))) as { default: RequestExamples }).default,
      ),
    );
    return Object.assign({}, ...tables) as RequestExamples;
  })();
  return loaded;
}
