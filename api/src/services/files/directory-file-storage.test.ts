import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { directoryFileStorage } from './directory-file-storage';

let root: string;
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-files-'));
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

describe('directoryFileStorage', () => {
  it('stores, reads, replaces and deletes a file under its key', async () => {
    const storage = directoryFileStorage(root);
    await expect(storage.put('items/7/a.zip', Readable.from(['hello ', 'world']))).resolves.toEqual({
      size: 11,
    });
    expect(await fs.readFile(path.join(root, 'items', '7', 'a.zip'), 'utf8')).toBe('hello world');

    const stored = await storage.get('items/7/a.zip');
    expect(stored!.size).toBe(11);
    expect(await text(stored!.content)).toBe('hello world');

    await storage.put('items/7/a.zip', Readable.from(['new']));
    expect(await text((await storage.get('items/7/a.zip'))!.content)).toBe('new');

    await storage.delete('items/7/a.zip');
    expect(await storage.get('items/7/a.zip')).toBeNull();
    // Deleting again is no error; nothing but the (empty) folder is left.
    await storage.delete('items/7/a.zip');
    expect(await fs.readdir(path.join(root, 'items', '7'))).toEqual([]);
  });

  it('leaves nothing under the key when the content fails half way', async () => {
    const storage = directoryFileStorage(root);
    const failing = new Readable({
      read() {
        this.push('part of it');
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.put('items/8/b.zip', failing)).rejects.toThrow('connection lost');
    expect(await storage.get('items/8/b.zip')).toBeNull();
    expect(await fs.readdir(path.join(root, 'items', '8'))).toEqual([]);
  });

  it.each(['../outside.zip', 'items/../../x', '/absolute', 'items//x', '.hidden', 'items/.x', 'a\\b', ''])(
    'refuses the key %j',
    async (key) => {
      const storage = directoryFileStorage(root);
      await expect(storage.put(key, Readable.from(['x']))).rejects.toThrow('invalid file storage key');
      await expect(storage.get(key)).rejects.toThrow('invalid file storage key');
      await expect(storage.delete(key)).rejects.toThrow('invalid file storage key');
    },
  );
});
