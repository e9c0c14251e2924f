import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { MAX_COMPARED } from '@/lib/contracts/compare';

type CompareState = {
  /** Product ids picked for /compare, in the order picked (the columns' order). */
  ids: number[];
  /** False when the list was already full and the product was not added. */
  toggle: (id: number) => boolean;
  setIds: (ids: number[]) => void;
};

/**
 * The products a shopper picks from cards and product pages. Kept in the tab's session storage: the comparison
 * itself lives in the URL (shareable), this only remembers the picks while browsing.
 */
export const useCompareStore = create<CompareState>()(
  persist(
    (set, get) => ({
      ids: [],
      toggle: (id) => {
        const { ids } = get();
        if (ids.includes(id)) {
          set({ ids: ids.filter((i) => i !== id) });
          return true;
        }
        if (ids.length >= MAX_COMPARED) return false;
        set({ ids: [...ids, id] });
        return true;
      },
      setIds: (ids) => set({ ids: ids.slice(0, MAX_COMPARED) }),
    }),
    {
      name: 'compare',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ ids: s.ids }),
      // Read after mount (CompareBar), so the first client render matches the server's empty one.
      skipHydration: true,
    },
  ),
);

/** Reads the stored picks once, after mount; session storage is synchronous, so they are in the store on return. */
export function loadComparePicks() {
  if (!useCompareStore.persist.hasHydrated()) void useCompareStore.persist.rehydrate();
}
