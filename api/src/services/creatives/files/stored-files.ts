import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Executor } from '../../../db/client';
import { creativeFiles } from '../../../db/schema';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../sessions';
import { demoImageOf, renderDemoImage } from './demo-images';

const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export interface NewCreativeFile {
  companyId: number;
  fileName: string;
  contentType: string;
  width: number | null;
  height: number | null;
  buffer: Buffer;
  /**
   * The size the field's rules judged, when `buffer` is the upload re-encoded (acceptFieldFile): a
   * creative that takes the file later judges it by this again (fileFitsField). Else the buffer's.
   */
  byteSize?: number;
  tmp: boolean;
}

/**
 * The files a write stored: when its transaction fails they are deleted again, so storage keeps no
 * file that no row names. Services run their transaction inside `withFileWrites`.
 */
export class FileWrites {
  readonly keys: string[] = [];
}

export async function withFileWrites<T>(
  ctx: AppContext,
  write: (files: FileWrites) => Promise<T>,
): Promise<T> {
  const files = new FileWrites();
  try {
    return await write(files);
  } catch (error) {
    await Promise.all(files.keys.map((key) => ctx.files.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** Stores the content and records the file of the company; the key is the portal's own. */
export async function storeCreativeFile(
  ctx: AppContext,
  db: Executor,
  auth: AuthContext | null,
  writes: FileWrites,
  file: NewCreativeFile,
) {
  const key = `creatives/${file.companyId}/${randomUUID()}.${EXTENSION[file.contentType] ?? 'bin'}`;
  await ctx.files.put(key, Readable.from(file.buffer));
  writes.keys.push(key);
  const [row] = await db
    .insert(creativeFiles)
    .values({
      companyId: file.companyId,
      storageKey: key,
      fileName: file.fileName,
      contentType: file.contentType,
      width: file.width,
      height: file.height,
      byteSize: file.byteSize ?? file.buffer.length,
      tmp: file.tmp,
      uploadedByUserId: auth?.user.id ?? null,
      createdAt: ctx.clock.now(),
    })
    .returning();
  return row!;
}

/** A kept file, opened; a demo image that was never read is drawn and kept first. */
export async function openCreativeFile(ctx: AppContext, storageKey: string) {
  const stored = await ctx.files.get(storageKey);
  if (stored) return stored;
  const demo = demoImageOf(storageKey);
  if (!demo) return null;
  await ctx.files.put(storageKey, Readable.from(await renderDemoImage(demo)));
  return ctx.files.get(storageKey);
}

/** A kept file's content. */
export async function readCreativeFile(ctx: AppContext, storageKey: string): Promise<Buffer | null> {
  const stored = await openCreativeFile(ctx, storageKey);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.content) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
