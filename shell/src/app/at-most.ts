/**
 * Waits for `work`, but no longer than `ms`: resolves when it settles (whether it fulfils or fails)
 * or when the time is up, whichever is first. For what a page may wait for but must not hang on.
 */
export function atMost(ms: number, work: Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  const settled = work.then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([settled, timeUp]).finally(() => clearTimeout(timer));
}
