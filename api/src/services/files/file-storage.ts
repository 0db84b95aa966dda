import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { databaseFileStorage } from './database-file-storage';
import { directoryFileStorage } from './directory-file-storage';

/** A stored file, opened for reading. */
export interface StoredFile {
  content: Readable;
  /** Bytes, for Content-Length. */
  size: number;
}

/**
 * Where the portal keeps uploaded files (design.md §5; docs/architecture.md "Files"): a directory
 * under DATA_DIR or the database; object storage can implement the same calls. Keys are the portal's own ('campaign-items/12/…zip'),
 * never a caller's file name, so an implementation may map them to paths or object names as they are.
 * The database refers to files by key; a caller deletes a replaced file only after its transaction
 * committed, so a rollback never leaves a row pointing at nothing.
 */
export interface FileStorage {
  /** Stores the content under the key (a file already there is replaced) and answers its size. */
  put(key: string, content: Readable): Promise<{ size: number }>;
  /** The file under the key, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing one is no error. */
  delete(key: string): Promise<void>;
  /** Every key that names a file (for moving files between storages). */
  keys(): AsyncIterable<string>;
}

/**
 * The storage of the configuration (FILE_STORAGE): the directory DATA_DIR/files, the embedded default,
 * or the database, the default with DATABASE_URL, so that several instances share every file.
 */
export function createFileStorage(
  config: Pick<Config, 'dataDir' | 'fileStorage'>,
  db: Database,
): FileStorage {
  return config.fileStorage === 'database'
    ? databaseFileStorage(db)
    : directoryFileStorage(path.join(config.dataDir, 'files'));
}
