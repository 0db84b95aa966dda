// Zips a build directory into a file for `pnpm remote release`: every file below it, named by its path
// relative to it with `/` separators, deflated unless that does not help. One file at a time is held
// in memory, the archive is written to disk as it grows. No zip64: a build is far below its limits.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { CliError } from './errors.mjs';

const deflateRaw = promisify(zlib.deflateRaw);

/** Already compressed: stored as they are (deflating them again costs time and saves nothing). */
const PACKED = /\.(gz|br|zst|zip|png|jpe?g|gif|webp|avif|woff2?|mp4|webm)$/i;
const UTF8_NAMES = 0x0800;
const UNIX_FILE = 0o100644;
const MAX_ENTRIES = 0xffff;
const MAX_OFFSET = 0xffffffff;

/** The files below `root`, as [relative path with `/`, absolute path], sorted; symbolic links followed. */
async function listFiles(root) {
  const found = [];
  const seen = new Set();
  async function walk(dir, prefix) {
    const real = await fs.realpath(dir);
    if (seen.has(real)) return; // a link back up the tree
    seen.add(real);
    const entries = await fs.readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      const name = prefix ? `${prefix}/${entry.name}` : entry.name;
      const stat = entry.isSymbolicLink() ? await fs.stat(full).catch(() => null) : null;
      if (entry.isDirectory() || stat?.isDirectory()) await walk(full, name);
      else if (entry.isFile() || stat?.isFile()) found.push([name, full]);
    }
  }
  await walk(root, '');
  return found;
}

/** MS-DOS time and date of a moment (local time, 2-second steps, from 1980). */
function dosDateTime(date) {
  const year = Math.max(date.getFullYear(), 1980);
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

function localHeader(entry) {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
  header.writeUInt16LE(UTF8_NAMES, 6);
  header.writeUInt16LE(entry.method, 8);
  header.writeUInt16LE(entry.time, 10);
  header.writeUInt16LE(entry.date, 12);
  header.writeUInt32LE(entry.crc, 14);
  header.writeUInt32LE(entry.compressedSize, 18);
  header.writeUInt32LE(entry.size, 22);
  header.writeUInt16LE(entry.name.length, 26);
  header.writeUInt16LE(0, 28); // no extra field
  return Buffer.concat([header, entry.name]);
}

function centralHeader(entry) {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE((3 << 8) | 20, 4); // made by: Unix, 2.0 (so the mode below counts)
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(UTF8_NAMES, 8);
  header.writeUInt16LE(entry.method, 10);
  header.writeUInt16LE(entry.time, 12);
  header.writeUInt16LE(entry.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressedSize, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  // extra field, comment, disk number, internal attributes: 0
  header.writeUInt32LE((UNIX_FILE << 16) >>> 0, 38);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endRecord(count, directorySize, directoryOffset) {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return end;
}

/**
 * Writes the zip of every file below `dir` to `zipPath`; answers how many files it holds, their bytes
 * and the archive's.
 */
export async function zipDirectory(dir, zipPath) {
  const files = await listFiles(dir);
  if (files.length > MAX_ENTRIES)
    throw new CliError(`${dir} holds ${files.length} files, too many for a zip.`);
  const out = await fs.open(zipPath, 'w');
  try {
    const entries = [];
    let offset = 0;
    let unpacked = 0;
    for (const [relative, full] of files) {
      const [content, stat] = await Promise.all([fs.readFile(full), fs.stat(full)]);
      const deflated = PACKED.test(relative) ? null : await deflateRaw(content);
      const stored = !deflated || deflated.length >= content.length;
      const data = stored ? content : deflated;
      const entry = {
        name: Buffer.from(relative, 'utf8'),
        method: stored ? 0 : 8,
        crc: zlib.crc32(content),
        size: content.length,
        compressedSize: data.length,
        offset,
        ...dosDateTime(stat.mtime),
      };
      const header = localHeader(entry);
      await out.write(header);
      await out.write(data);
      offset += header.length + data.length;
      unpacked += content.length;
      if (offset > MAX_OFFSET) throw new CliError(`${dir} is too large for a zip (over 4 GB).`);
      entries.push(entry);
    }
    const directory = Buffer.concat(entries.map(centralHeader));
    await out.write(directory);
    await out.write(endRecord(entries.length, directory.length, offset));
    return { fileCount: entries.length, unpackedBytes: unpacked, zipBytes: offset + directory.length + 22 };
  } finally {
    await out.close();
  }
}
