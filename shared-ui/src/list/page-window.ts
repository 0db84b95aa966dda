/** The page numbers the picker shows: a window of `size` pages around the current one (spec §9: 3). */
export function pageWindow(current: number, pageCount: number, size = 3): number[] {
  if (pageCount <= 0) return [];
  const half = Math.floor(size / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(pageCount, start + size - 1);
  start = Math.max(1, end - size + 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}
