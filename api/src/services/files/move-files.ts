import type { FileStorage } from './file-storage';

export interface MoveReport {
  moved: number;
  bytes: number;
}

/**
 * Moves every file of `from` into `to` under the same key (FILE_STORAGE: from the directory to the
 * database when a second instance joins, or back). Each file is copied, its size checked, and only
 * then removed from `from`, so a move that stops half way loses nothing and runs again from where it
 * stopped; a key already in `to` is replaced by the source's file.
 */
export async function moveFiles(
  from: FileStorage,
  to: FileStorage,
  onMoved: (key: string, size: number) => void = () => undefined,
): Promise<MoveReport> {
  const report: MoveReport = { moved: 0, bytes: 0 };
  for await (const key of from.keys()) {
    const file = await from.get(key);
    if (!file) continue;
    const { size } = await to.put(key, file.content);
    if (size !== file.size) throw new Error(`${key}: ${size} bytes arrived of ${file.size}; left in place`);
    await from.delete(key);
    report.moved += 1;
    report.bytes += size;
    onMoved(key, size);
  }
  return report;
}
