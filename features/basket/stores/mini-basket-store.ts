import { create } from 'zustand';

type MiniBasketState = { open: boolean; setOpen: (open: boolean) => void };

/** Whether the header's mini basket drawer is open: its button opens it, and so does the toast after an add. */
export const useMiniBasket = create<MiniBasketState>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
