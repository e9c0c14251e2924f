import { create } from 'zustand';

/** SPEC §3 local storage key of the visitor's public basket id. */
export const PUBLIC_BASKET_KEY = 'basketId';

function readStored(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(PUBLIC_BASKET_KEY);
  } catch {
    return null;
  }
}

function write(id: string | null) {
  try {
    if (id) window.localStorage.setItem(PUBLIC_BASKET_KEY, id);
    else window.localStorage.removeItem(PUBLIC_BASKET_KEY);
  } catch {
    // Private modes may refuse storage; the basket then lives as long as the page.
  }
}

type PublicBasketState = { id: string | null; setId: (id: string) => void; clear: () => void; reload: () => void };

export const usePublicBasketStore = create<PublicBasketState>((set) => ({
  id: readStored(),
  setId: (id) => {
    write(id);
    set({ id });
  },
  clear: () => {
    write(null);
    set({ id: null });
  },
  /** Reads storage again (tests, and another tab's sign-in clearing it). */
  reload: () => set({ id: readStored() }),
}));
