/** Segments of letters, digits, '.', '_' and '-' not starting with a dot: no '..', no hidden files. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Every storage takes the same keys, so files move between storages as they are. */
export function checkFileKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid file storage key ${JSON.stringify(key)}`);
}
