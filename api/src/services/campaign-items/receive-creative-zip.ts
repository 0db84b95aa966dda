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

/** Entries of the zip's central directory; rejects when it is no zip or an entry is unsafe to unpack. */
async function zipEntryCount(file: string): Promise<number> {
  // Entry names are checked as they are read (absolute paths, '..'): whoever unpacks it can trust them.
  const zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: true });
  return new Promise((resolve, reject) => {
    let count = 0;
    zip.on('entry', () => {
      count += 1;
      zip.readEntry();
    });
    zip.on('end', () => resolve(count));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/**
 * Receives the creative zip of an upload into `tempDir` and checks it: the `file` field (spec 001:
 * "POST /campaign-item/{id}/creative-zip (multipart file)"), a zip type, not empty, at most
 * `maxBytes` (busboy stops there), and a zip yauzl can read with at least one entry. Any refusal is
 * a 400 naming the file; the temporary file is gone then. A part refused before reading is drained,
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
    let entries: number;
    try {
      entries = await zipEntryCount(file);
    } catch {
      throw new BadRequestError('creative_zip_unreadable', { fileName });
    }
    if (entries === 0) throw new BadRequestError('creative_zip_empty', { fileName });
    return { path: file, fileName, size, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
