import { create } from 'zustand';

/** The header entry to highlight, set from the route metadata (menuKey) of the route on screen. */
export const useActiveMenu = create<{ key: string | null; setKey: (key: string | null) => void }>()(
  (set) => ({
    key: null,
    setKey: (key) => set({ key }),
  }),
);
