import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import { directoryFileStorage } from './directory-file-storage';

/** A stored file, opened for reading. */
export interface StoredFile {
  content: Readable;
  /** Bytes, for Content-Length. */
  size: number;
}

/**
 * Where the portal keeps uploaded files (design.md §5): a directory under DATA_DIR by default; object
 * storage can implement the same three calls. Keys are the portal's own ('campaign-items/12/…zip'),
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
}

/** The storage of the configuration: the directory DATA_DIR/files. */
export function createFileStorage(config: Pick<Config, 'dataDir'>): FileStorage {
  return directoryFileStorage(path.join(config.dataDir, 'files'));
}
