'use client';

import type { ReactNode } from 'react';
import { Dialog } from '@/components/dialog';

/** The side menu on narrow screens: the shop's one Dialog, along the start edge. */
export function ConsoleDrawer({ id, open, onClose, children }: { id: string; open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog id={id} open={open} onClose={onClose} label="منوی کنسول" place="start" className="flex h-full flex-col gap-4 bg-white p-4 shadow-xl">
      <button type="button" onClick={onClose} className="self-end rounded-lg px-3 py-2 text-sm hover:bg-gray-100">
        بستن منو
      </button>
      {children}
    </Dialog>
  );
}
