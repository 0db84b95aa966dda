import { create } from 'zustand';

/**
 * Set when a reset link was found expired; the forgotten-password page then shows the note. The flag
 * is cleared on leaving that page (spec: forgotten password).
 */
export const useRecoveryExpired = create<{ expired: boolean; setExpired: (expired: boolean) => void }>()(
  (set) => ({
    expired: false,
    setExpired: (expired) => set({ expired }),
  }),
);
