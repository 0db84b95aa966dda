/**
 * Answers a route's preload asked for before its screen mounted, by the request's key: the screen's
 * first request with the same key takes the answer instead of asking again. Each is taken once, and
 * only while fresh: an answer nobody took soon after the page started is not shown later.
 */
const FRESH_MS = 10_000;

const waiting = new Map<string, { answer: Promise<unknown>; at: number }>();

export function keepPreloaded(key: string, answer: Promise<unknown>): void {
  // A failed preload is the screen's to ask again (and to show): nothing is kept of it.
  answer.catch(() => waiting.delete(key));
  waiting.set(key, { answer, at: Date.now() });
}

export function takePreloaded<T>(key: string): Promise<T> | undefined {
  const entry = waiting.get(key);
  waiting.delete(key);
  return entry && Date.now() - entry.at <= FRESH_MS ? (entry.answer as Promise<T>) : undefined;
}
