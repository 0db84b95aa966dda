import { CREATIVE_ZIP_FIELD } from '@portal/shared-contracts';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { BadRequestError } from '../../errors';
import { formatBytes } from '../../i18n/format-bytes';
import { ARCHIVE_HEAD_BYTES, archiveByContent, archiveByName } from './receive-creative-zip-archives';
import { entryName, hasNul, nameKey, unsafePath, visibleName } from './receive-creative-zip-names';

/** The multipart part of an upload, as @fastify/multipart's request.file() gives it. */
export interface UploadPart {
  fieldname: string;
  filename: string;
  mimetype: string;
  /** busboy marks the stream truncated when the file went past the size limit. */
  file: Readable & { truncated?: boolean };
}

/** A received and checked zip, in a temporary file until dispose(). */
export interface ReceivedZip {
  path: string;
  fileName: string;
  size: number;
  dispose(): Promise<void>;
}

/**
 * The types a browser gives a .zip: application/zip (the spec's), and what Windows and older browsers
 * send for the same file. What the content really is, yauzl decides.
 */
const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed', 'application/x-zip'];

/** The uploader's name without a path (old browsers send one) or control characters, at most 255. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((char) => char >= ' ' && char !== '\u007f').join('');
  const name = printable.trim().slice(-255);
  return name === '' ? 'creative.zip' : name;
}

function zipType(part: UploadPart, fileName: string): boolean {
  const type = part.mimetype.toLowerCase();
  // A browser that does not know the extension sends octet-stream: the name says what it is.
  return ZIP_TYPES.includes(type) || (type === 'application/octet-stream' && /\.zip$/i.test(fileName));
}

/**
 * The limits of a creative bundle: Google Ad Manager's for HTML5 creatives (at most 50 files, at most
 * 5 MB unpacked), and a compression ratio past which an entry is a zip bomb rather than a creative.
 */
export const ZIP_MAX_ENTRIES = 50;
export const ZIP_MAX_UNPACKED_BYTES = 5 * 1024 * 1024;
export const ZIP_MAX_COMPRESSION_RATIO = 100;
/** Small entries may compress far (a blank file): the ratio counts from this size up. */
const ZIP_RATIO_FROM_BYTES = 100 * 1024;

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** A refusal that names the entry: its name as the archive gives it. */
type ZipRefusal =
  | { code: 'creative_zip_unreadable' | 'creative_zip_empty' }
  | { code: 'creative_zip_too_many_entries'; count: number }
  | { code: 'creative_zip_unpacked_too_large' }
  | {
      code:
        | 'creative_zip_bomb'
        | 'creative_zip_unsafe_path'
        | 'creative_zip_symlink'
        | 'creative_zip_nul_in_name'
        | 'creative_zip_nested_archive';
      entry: string;
    }
  | { code: 'creative_zip_duplicate_entry'; entry: string; first: string };

class ZipRefused extends Error {
  constructor(readonly refusal: ZipRefusal) {
    super(refusal.code);
  }
}

/**
 * Reads the whole archive as a stream of entries and checks it against the bundle limits: the count
 * from the end record, every name and kind from the central directory, then each file's real bytes
 * (yauzl checks them against the sizes the headers declare, so lying headers are refused too), so a
 * bomb is stopped at the limit, never unpacked whole; a file's first bytes tell a renamed archive.
 */
async function inspectZip(file: string): Promise<number> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch {
    throw new ZipRefused({ code: 'creative_zip_unreadable' });
  }
  try {
    if (zip.entryCount > ZIP_MAX_ENTRIES)
      throw new ZipRefused({ code: 'creative_zip_too_many_entries', count: zip.entryCount });
    const entries = await new Promise<yauzl.Entry[]>((resolve, reject) => {
      const read: yauzl.Entry[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        read.push(entry);
        zip.readEntry();
      });
      zip.on('end', () => resolve(read));
      zip.on('error', () => reject(new ZipRefused({ code: 'creative_zip_unreadable' })));
      zip.readEntry();
    });
    let declared = 0;
    const firstByKey = new Map<string, string>();
    for (const entry of entries) {
      const name = entryName(entry);
      if (hasNul(name)) throw new ZipRefused({ code: 'creative_zip_nul_in_name', entry: visibleName(name) });
      if (unsafePath(name)) throw new ZipRefused({ code: 'creative_zip_unsafe_path', entry: name });
      const first = firstByKey.get(nameKey(name));
      if (first !== undefined)
        throw new ZipRefused({ code: 'creative_zip_duplicate_entry', entry: name, first });
      firstByKey.set(nameKey(name), name);
      if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK)
        throw new ZipRefused({ code: 'creative_zip_symlink', entry: name });
      // Encrypted entries cannot be checked, nor shown by an ad server.
      if (entry.generalPurposeBitFlag & 0x1) throw new ZipRefused({ code: 'creative_zip_unreadable' });
      if (!name.endsWith('/') && archiveByName(name))
        throw new ZipRefused({ code: 'creative_zip_nested_archive', entry: name });
      declared += entry.uncompressedSize;
      if (declared > ZIP_MAX_UNPACKED_BYTES)
        throw new ZipRefused({ code: 'creative_zip_unpacked_too_large' });
      if (
        entry.uncompressedSize >= ZIP_RATIO_FROM_BYTES &&
        entry.uncompressedSize > ZIP_MAX_COMPRESSION_RATIO * Math.max(entry.compressedSize, 1)
      )
        throw new ZipRefused({ code: 'creative_zip_bomb', entry: name });
    }
    let unpacked = 0;
    for (const entry of entries) {
      const name = entryName(entry);
      if (name.endsWith('/')) continue;
      let stream: Readable;
      try {
        stream = await zip.openReadStreamPromise(entry);
      } catch {
        throw new ZipRefused({ code: 'creative_zip_unreadable' });
      }
      const head: Buffer[] = [];
      let headBytes = 0;
      try {
        for await (const chunk of stream) {
          const buffer = chunk as Buffer;
          unpacked += buffer.length;
          if (unpacked > ZIP_MAX_UNPACKED_BYTES)
            throw new ZipRefused({ code: 'creative_zip_unpacked_too_large' });
          if (headBytes < ARCHIVE_HEAD_BYTES) {
            head.push(buffer);
            headBytes += buffer.length;
          }
        }
      } catch (error) {
        stream.destroy();
        throw error instanceof ZipRefused ? error : new ZipRefused({ code: 'creative_zip_unreadable' });
      }
      if (archiveByContent(Buffer.concat(head)))
        throw new ZipRefused({ code: 'creative_zip_nested_archive', entry: name });
    }
    return entries.filter((entry) => !entryName(entry).endsWith('/')).length;
  } finally {
    zip.close();
  }
}

function refusalError(refusal: ZipRefusal, fileName: string): BadRequestError {
  switch (refusal.code) {
    case 'creative_zip_too_many_entries':
      return new BadRequestError(refusal.code, { fileName, count: refusal.count, max: ZIP_MAX_ENTRIES });
    case 'creative_zip_unpacked_too_large':
      return new BadRequestError(refusal.code, { fileName, limit: formatBytes(ZIP_MAX_UNPACKED_BYTES) });
    case 'creative_zip_duplicate_entry':
      return new BadRequestError(refusal.code, { fileName, entry: refusal.entry, first: refusal.first });
    case 'creative_zip_bomb':
    case 'creative_zip_unsafe_path':
    case 'creative_zip_symlink':
    case 'creative_zip_nul_in_name':
    case 'creative_zip_nested_archive':
      return new BadRequestError(refusal.code, { fileName, entry: refusal.entry });
    default:
      return new BadRequestError(refusal.code, { fileName });
  }
}

/**
 * Receives the creative zip of an upload into `tempDir` and checks it: the `file` field (spec 001:
 * "POST /campaign-item/{id}/creative-zip (multipart file)"), a zip type, not empty, at most
 * `maxBytes` (busboy stops there), a zip yauzl can read with at least one file, within the bundle
 * limits (ZIP_MAX_ENTRIES, ZIP_MAX_UNPACKED_BYTES, ZIP_MAX_COMPRESSION_RATIO), without unsafe paths,
 * NULs in names, two entries that unpack to one file, symbolic links or archives inside. Any refusal
 * is a 400 naming the file; the temporary file is gone then. A part refused before reading is drained,
 * so the rest of the request still arrives.
 */
export async function receiveCreativeZip(
  part: UploadPart | undefined,
  { tempDir, maxBytes }: { tempDir: string; maxBytes: number },
): Promise<ReceivedZip> {
  if (!part || part.fieldname !== CREATIVE_ZIP_FIELD) {
    part?.file.resume();
    throw new BadRequestError('creative_zip_missing');
  }
  const fileName = cleanFileName(part.filename);
  if (!zipType(part, fileName)) {
    part.file.resume();
    throw new BadRequestError('creative_zip_wrong_type', {
      fileName,
      contentType: part.mimetype || '?',
    });
  }

  await fs.mkdir(tempDir, { recursive: true });
  const file = path.join(tempDir, `upload-${randomUUID()}.zip`);
  const dispose = () => fs.rm(file, { force: true });
  try {
    try {
      await pipeline(part.file, createWriteStream(file, { flags: 'wx' }));
    } catch (error) {
      // The upload broke off (the client went away, a malformed body): the caller's fault, not ours.
      if (part.file.errored) throw new BadRequestError('creative_zip_missing');
      throw error;
    }
    if (part.file.truncated)
      throw new BadRequestError('creative_zip_too_large', { fileName, limit: formatBytes(maxBytes) });
    const { size } = await fs.stat(file);
    if (size === 0) throw new BadRequestError('creative_zip_empty', { fileName });
    let files: number;
    try {
      files = await inspectZip(file);
    } catch (error) {
      if (error instanceof ZipRefused) throw refusalError(error.refusal, fileName);
      throw error;
    }
    if (files === 0) throw new BadRequestError('creative_zip_empty', { fileName });
    return { path: file, fileName, size, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
