import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkFileKey } from './file-key';
import type { FileStorage } from './file-storage';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/**
 * Files in a directory, one file per key (the key's segments are subdirectories). A file is written
 * beside its final name and renamed into place when complete, so a reader never sees half a file and
 * a failed write leaves nothing under the key.
 */
export function directoryFileStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    checkFileKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    async put(key: string, content: Readable) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.part`;
      try {
        await pipeline(content, createWriteStream(partial, { flags: 'wx' }));
        const { size } = await fs.stat(partial);
        await fs.rename(partial, file);
        return { size };
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },

    async get(key: string) {
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(fileOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        // The stream closes the handle when it ends or is destroyed.
        return { content: handle.createReadStream(), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key: string) {
      await fs.rm(fileOf(key), { force: true });
    },

    async *keys() {
      let entries;
      try {
        entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      const keys = entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
        .map((entry) =>
          path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        )
        .sort();
      yield* keys;
    },
  };
}
