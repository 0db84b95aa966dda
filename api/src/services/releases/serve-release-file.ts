import type { Readable } from 'node:stream';
import type { ReleaseTarget } from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { releaseVersionFiles, releaseVersions } from '../../db/schema';
import type { AppContext } from '../context';
import { contentTypeOf } from './build-files';
import type { VersionRow } from './release-state';

/** The placeholder of the shell's page that stands for where its files are (shared-ui/webpack). */
export const SHELL_VERSION_PLACEHOLDER = '/shell/__PORTAL_SHELL_VERSION__/';

type FileIndex = Map<string, { key: string; size: number }>;

/**
 * The file list of each version, kept per database: a version never changes, so one read serves it
 * until it is forgotten (a pruned version's files are gone, and its requests answer 404).
 */
const indexes = new WeakMap<Database, LRUCache<string, FileIndex>>();

async function fileIndex(ctx: AppContext, target: ReleaseTarget, version: string): Promise<FileIndex | null> {
  let cache = indexes.get(ctx.db);
  if (!cache) indexes.set(ctx.db, (cache = new LRUCache({ max: 200 })));
  const name = `${target}/${version}`;
  const kept = cache.get(name);
  if (kept) return kept;
  const rows = await ctx.db
    .select({
      path: releaseVersionFiles.path,
      key: releaseVersionFiles.storageKey,
      size: releaseVersionFiles.byteSize,
    })
    .from(releaseVersionFiles)
    .innerJoin(releaseVersions, eq(releaseVersions.id, releaseVersionFiles.versionId))
    .where(and(eq(releaseVersions.target, target), eq(releaseVersions.version, version)));
  if (rows.length === 0) return null;
  const index: FileIndex = new Map(rows.map((row) => [row.path, { key: row.key, size: row.size }]));
  cache.set(name, index);
  return index;
}

export interface ReleasedFile {
  content: Readable;
  size: number;
  contentType: string;
  encoding: 'br' | 'gzip' | null;
}

/**
 * A file of a stored version as the client takes it: the build's .br or .gz copy when the client
 * accepts it and the build wrote one, else the file itself; null when the version or the file is not
 * there.
 */
export async function releasedFile(
  ctx: AppContext,
  target: ReleaseTarget,
  version: string,
  filePath: string,
  encodings: readonly ('br' | 'gzip')[],
): Promise<ReleasedFile | null> {
  const index = await fileIndex(ctx, target, version);
  if (!index) return null;
  const candidates = [
    ...encodings.map((encoding) => ({ path: `${filePath}.${encoding === 'br' ? 'br' : 'gz'}`, encoding })),
    { path: filePath, encoding: null },
  ];
  for (const candidate of candidates) {
    const entry = index.get(candidate.path);
    if (!entry) continue;
    const stored = await ctx.files.get(entry.key);
    if (!stored) return null;
    return {
      content: stored.content,
      size: stored.size,
      contentType: contentTypeOf(filePath),
      encoding: candidate.encoding,
    };
  }
  return null;
}

/** A file of a stored version read whole (the uncompressed copy); null when it is not there. */
export async function releasedFileContent(
  ctx: AppContext,
  target: ReleaseTarget,
  version: string,
  filePath: string,
): Promise<Buffer | null> {
  const file = await releasedFile(ctx, target, version, filePath, []);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.content) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const pages = new WeakMap<Database, LRUCache<number, Buffer>>();

/** The shell's page of a stored version, its assets addressed under the version's path. */
export async function shellPage(ctx: AppContext, shell: VersionRow): Promise<Buffer | null> {
  let cache = pages.get(ctx.db);
  if (!cache) pages.set(ctx.db, (cache = new LRUCache({ max: 20 })));
  const kept = cache.get(shell.id);
  if (kept) return kept;
  const file = await releasedFileContent(ctx, 'shell', shell.version, 'index.html');
  if (!file) return null;
  const page = Buffer.from(
    file.toString('utf8').replaceAll(SHELL_VERSION_PLACEHOLDER, `/shell/${shell.version}/`),
  );
  cache.set(shell.id, page);
  return page;
}
