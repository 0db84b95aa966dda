import type { ReleaseTarget } from '@portal/shared-contracts';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import type { AppContext } from '../context';
import { releasedFileContent } from './serve-release-file';

/** Parsed JSON files of stored versions, per database: a version never changes. null: no such file, or not JSON. */
const kept = new WeakMap<Database, LRUCache<string, { value: unknown }>>();

/**
 * A JSON file of a stored version (a remote's mf-manifest.json or portal-routes.json, the shell's
 * portal-startup.json), parsed; null when the version has no such file or it is not JSON.
 */
export async function releaseJson(
  ctx: AppContext,
  target: ReleaseTarget,
  version: string,
  file: string,
): Promise<unknown> {
  let cache = kept.get(ctx.db);
  if (!cache) kept.set(ctx.db, (cache = new LRUCache({ max: 200 })));
  const key = `${target}/${version}/${file}`;
  const known = cache.get(key);
  if (known) return known.value;
  const stored = await releasedFileContent(ctx, target, version, file);
  let value: unknown = null;
  if (stored) {
    try {
      value = JSON.parse(stored.toString('utf8'));
    } catch {
      value = null;
    }
  }
  cache.set(key, { value });
  return value;
}
