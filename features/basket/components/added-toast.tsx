'use client';

import type { MouseEvent } from 'react';
import { NavLink } from '@/components/nav-link';
import { useMiniBasket } from '../stores/mini-basket-store';

/** SPEC §2: the desktop header (and its mini basket) from this width. */
const DESKTOP = '(min-width: 1024px)';

/**
 * The toast after an add, with the way to the basket (issue 20): the mini basket's drawer on desktop, /cart on a
 * phone, whose bottom bar sends visitors to /login instead (SPEC §2).
 */
export function AddedToast({ message, closeToast }: { message: string; closeToast?: () => void }) {
  const open = (event: MouseEvent) => {
    closeToast?.();
    if (!window.matchMedia(DESKTOP).matches) return;
    event.preventDefault();
    useMiniBasket.getState().setOpen(true);
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span>{message}</span>
      <NavLink href="/cart" onClick={open} className="font-bold text-brand-dark underline underline-offset-4">
        مشاهده سبد خرید
      </NavLink>
    </div>
  );
}
