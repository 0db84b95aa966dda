import { useEffect } from 'react';

const listeners = new Set<() => void>();

/**
 * The error catalogue's texts (shared-contracts errors.po, ids = error codes) are loaded by the shell
 * when a screen first needs them, not with every page: a screen that shows them (a form's issues, an
 * upload's checks) says so when it mounts, so they are there before its first issue. The shell also
 * loads them at the first message Lingui does not have.
 */
export function useErrorTexts(): void {
  useEffect(() => {
    for (const listener of listeners) listener();
  }, []);
}

/** The shell: what to do when a screen wants the error texts. */
export function onErrorTextsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
