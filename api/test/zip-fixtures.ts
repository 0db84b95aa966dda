import { crc32, deflateRawSync } from 'node:zlib';

/** An entry with more than its content: a Unix mode (a symbolic link), deflated, a size that lies. */
export interface ZipEntry {
  content: string | Buffer;
  /** The Unix mode kept in the external attributes, e.g. 0o120777 for a symbolic link. */
  unixMode?: number;
  deflate?: boolean;
  /** The uncompressed size the headers declare, when it is not the content's. */
  declaredSize?: number;
}

type ZipContent = string | Buffer | ZipEntry;

/**
 * A zip written byte by byte after the format's specification (local headers, central directory, end
 * record), so the tests need no zip writer and can write what no writer would. No entries: the
 * 22-byte empty archive. Entries as a list of [name, content] may repeat a name.
 */
export function makeZip(
  entries: Record<string, ZipContent> | readonly (readonly [string, ZipContent])[],
): Buffer {
  const list = Array.isArray(entries) ? entries : Object.entries(entries);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, given] of list) {
    const entry: ZipEntry = typeof given === 'string' || Buffer.isBuffer(given) ? { content: given } : given;
    const raw = Buffer.isBuffer(entry.content) ? entry.content : Buffer.from(entry.content);
    const data = entry.deflate ? deflateRawSync(raw) : raw;
    const method = entry.deflate ? 8 : 0;
    const size = entry.declaredSize ?? raw.length;
    const fileName = Buffer.from(name);
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0, 10); // time 00:00
    local.writeUInt16LE(0x21, 12); // date 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(fileName.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, fileName, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    // made by: Unix (3) when a mode is kept, else DOS
    central.writeUInt16LE(entry.unixMode === undefined ? 20 : (3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(fileName.length, 28);
    // extra, comment, disk and internal attributes: 0; the external ones hold the Unix mode
    central.writeUInt32LE(((entry.unixMode ?? 0) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = list.length;
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export interface FilePart {
  field?: string;
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data body with one file part, for app.inject. */
export function multipartBody(part: FilePart): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal-test-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\n` +
        `Content-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.fileName}"\r\n` +
        `Content-Type: ${part.contentType}\r\n\r\n`,
    ),
    part.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
