import { sessionStore, type SessionState } from '@portal/shared-contracts/core';
import { useStore } from 'zustand';

/** React access to the one session store (shared-contracts) the shell and every remote see. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export const useCurrentUser = () => useSession((state) => state.user);
export const useLocale = () => useSession((state) => state.locale);
