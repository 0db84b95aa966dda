import { useEffect } from 'react';
import { create } from 'zustand';

/** The header entry to highlight, set from the route metadata (menuKey) of the route on screen. */
export const useActiveMenu = create<{ key: string | null; setKey: (key: string | null) => void }>()(
  (set) => ({
    key: null,
    setKey: (key) => set({ key }),
  }),
);

/** Highlights a header entry while the calling page (one of the shell's own) is on screen. */
export function useMenuHighlight(key: string) {
  const setKey = useActiveMenu((state) => state.setKey);
  useEffect(() => {
    setKey(key);
    return () => setKey(null);
  }, [key, setKey]);
}
