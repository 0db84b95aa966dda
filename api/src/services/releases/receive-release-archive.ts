import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  RELEASE_ARCHIVE_MAX_BYTES,
  RELEASE_ARCHIVE_MAX_ENTRIES,
  RELEASE_MANIFEST_FILE,
} from '@portal/shared-contracts';
import yauzl from 'yauzl';
import { BadRequestError } from '../../errors';
import { formatBytes } from '../../i18n/format-bytes';
import type { MessageCode, MessageParams } from '../../i18n/messages';
import { entryName, hasNul, nameKey, unsafePath, type UploadPart, visibleName } from '../campaign-items';
import type { FileStorage } from '../files';
import type { BuildFile } from './build-files';

/** A build unpacked: at most this much (source maps and precompressed copies included). */
export const RELEASE_MAX_UNPACKED_BYTES = 400 * 1024 * 1024;
/** Minified code compresses well, not a thousandfold: past this an entry is a bomb. */
const MAX_COMPRESSION_RATIO = 200;
const RATIO_FROM_BYTES = 1024 * 1024;
/** portal-release.json is small; it is read into memory. */
const MANIFEST_MAX_BYTES = 1024 * 1024;

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

class ArchiveRefused extends Error {
  constructor(
    readonly code: MessageCode,
    readonly params: MessageParams = {},
  ) {
    super(code);
  }
}

/** The files of a received build, stored under keys of their own, and its portal-release.json text. */
export interface ReceivedBuild {
  files: BuildFile[];
  manifestText: string;
}

async function readEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const read: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      read.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(read));
    zip.on('error', () => reject(new ArchiveRefused('release_archive_unreadable')));
    zip.readEntry();
  });
}

/** Every name and kind first, from the central directory: nothing is stored from an archive refused for them. */
function checkEntries(entries: yauzl.Entry[]): void {
  const firstByKey = new Map<string, string>();
  let declared = 0;
  for (const entry of entries) {
    const name = entryName(entry);
    if (hasNul(name)) throw new ArchiveRefused('release_archive_nul_in_name', { entry: visibleName(name) });
    if (unsafePath(name)) throw new ArchiveRefused('release_archive_unsafe_path', { entry: name });
    const first = firstByKey.get(nameKey(name));
    if (first !== undefined)
      throw new ArchiveRefused('release_archive_duplicate_entry', { entry: name, first });
    firstByKey.set(nameKey(name), name);
    if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK)
      throw new ArchiveRefused('release_archive_symlink', { entry: name });
    if (entry.generalPurposeBitFlag & 0x1) throw new ArchiveRefused('release_archive_unreadable');
    declared += entry.uncompressedSize;
    if (declared > RELEASE_MAX_UNPACKED_BYTES)
      throw new ArchiveRefused('release_archive_unpacked_too_large', {
        limit: formatBytes(RELEASE_MAX_UNPACKED_BYTES),
      });
    if (
      entry.uncompressedSize >= RATIO_FROM_BYTES &&
      entry.uncompressedSize > MAX_COMPRESSION_RATIO * Math.max(entry.compressedSize, 1)
    )
      throw new ArchiveRefused('release_archive_bomb', { entry: name });
  }
}

/**
 * Stores each file of a checked archive under a key of its own (`releases/<target>/<uuid>`), counting
 * the real bytes (yauzl checks them against the declared sizes) and hashing them; the manifest is
 * also kept as text. Whatever was stored is deleted again when anything fails.
 */
async function storeEntries(
  zip: yauzl.ZipFile,
  entries: yauzl.Entry[],
  files: FileStorage,
  keyPrefix: string,
): Promise<ReceivedBuild> {
  const stored: BuildFile[] = [];
  let manifestText: string | null = null;
  let unpacked = 0;
  try {
    for (const entry of entries) {
      const name = entryName(entry);
      if (name.endsWith('/')) continue;
      let stream: Readable;
      try {
        stream = await zip.openReadStreamPromise(entry);
      } catch {
        throw new ArchiveRefused('release_archive_unreadable');
      }
      const hash = createHash('sha256');
      const manifestChunks: Buffer[] = [];
      const counted = new PassThrough();
      stream.on('data', (chunk: Buffer) => {
        unpacked += chunk.length;
        hash.update(chunk);
        if (name === RELEASE_MANIFEST_FILE && entry.uncompressedSize <= MANIFEST_MAX_BYTES)
          manifestChunks.push(chunk);
        if (unpacked > RELEASE_MAX_UNPACKED_BYTES)
          stream.destroy(
            new ArchiveRefused('release_archive_unpacked_too_large', {
              limit: formatBytes(RELEASE_MAX_UNPACKED_BYTES),
            }),
          );
      });
      stream.on('error', (error) =>
        counted.destroy(
          error instanceof ArchiveRefused ? error : new ArchiveRefused('release_archive_unreadable'),
        ),
      );
      stream.pipe(counted);
      const key = `${keyPrefix}/${randomUUID()}`;
      // Recorded before the put, so a put that fails half way is cleaned up too.
      const file: BuildFile = { path: name, storageKey: key, byteSize: 0, sha256: '' };
      stored.push(file);
      try {
        file.byteSize = (await files.put(key, counted)).size;
      } catch (error) {
        throw error instanceof ArchiveRefused ? error : new ArchiveRefused('release_archive_unreadable');
      }
      file.sha256 = hash.digest('hex');
      if (name === RELEASE_MANIFEST_FILE) manifestText = Buffer.concat(manifestChunks).toString('utf8');
    }
    if (stored.length === 0 || manifestText === null)
      throw new ArchiveRefused('release_archive_entry_missing', { file: RELEASE_MANIFEST_FILE });
    return { files: stored, manifestText };
  } catch (error) {
    await Promise.all(stored.map((file) => files.delete(file.storageKey)));
    throw error;
  }
}

/**
 * Receives the archive of a release (multipart field `file`, a zip of the build output) into the file
 * storage, after checking it as creative zips are checked (docs/releasing.md): at most
 * RELEASE_ARCHIVE_MAX_BYTES packed, RELEASE_ARCHIVE_MAX_ENTRIES files and RELEASE_MAX_UNPACKED_BYTES
 * unpacked; no absolute or parent path, NUL in a name, two entries of one name, symbolic link,
 * encrypted entry or bomb. Any refusal is a 400 and leaves nothing stored.
 */
export async function receiveReleaseArchive(
  part: UploadPart | undefined,
  { tempDir, files, keyPrefix }: { tempDir: string; files: FileStorage; keyPrefix: string },
): Promise<ReceivedBuild> {
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw new BadRequestError('release_archive_missing');
  }
  await fs.mkdir(tempDir, { recursive: true });
  const spooled = path.join(tempDir, `release-${randomUUID()}.zip`);
  try {
    try {
      await pipeline(part.file, createWriteStream(spooled, { flags: 'wx' }));
    } catch (error) {
      if (part.file.errored) throw new BadRequestError('release_archive_missing');
      throw error;
    }
    if (part.file.truncated)
      throw new BadRequestError('release_archive_too_large', {
        limit: formatBytes(RELEASE_ARCHIVE_MAX_BYTES),
      });
    let zip: yauzl.ZipFile;
    try {
      zip = await yauzl.openPromise(spooled, {
        lazyEntries: true,
        autoClose: false,
        decodeStrings: false,
        validateEntrySizes: true,
      });
    } catch {
      throw new BadRequestError('release_archive_unreadable');
    }
    try {
      if (zip.entryCount > RELEASE_ARCHIVE_MAX_ENTRIES)
        throw new ArchiveRefused('release_archive_too_many_entries', {
          count: zip.entryCount,
          max: RELEASE_ARCHIVE_MAX_ENTRIES,
        });
      const entries = await readEntries(zip);
      checkEntries(entries);
      return await storeEntries(zip, entries, files, keyPrefix);
    } catch (error) {
      if (error instanceof ArchiveRefused) throw new BadRequestError(error.code, error.params);
      throw error;
    } finally {
      zip.close();
    }
  } finally {
    await fs.rm(spooled, { force: true });
  }
}
