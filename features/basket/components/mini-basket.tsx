'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useEffect, useId } from 'react';
import { Dialog } from '@/components/dialog';
import type { ImageObject } from '@/lib/contracts/images';
import { toPersianDigits } from '@/lib/format/digits';
import { useMiniBasket } from '../stores/mini-basket-store';
import { useBasket, type BasketOwner } from './use-basket';

// The drawer's lines and controls load when it first opens, not with every page.
const BasketView = dynamic(() => import('./basket-view').then((m) => m.BasketView), { ssr: false });

type Props = { owner: BasketOwner; logo: ImageObject; catalogMode: boolean };

/**
 * The header's basket button and its drawer (SPEC §2 "Mini basket drawer"): opening it loads the basket.
 * Self-contained, so the header only mounts it with who is signed in; nothing shows in catalog mode (SPEC §6).
 */
export function MiniBasket({ catalogMode, ...props }: Props) {
  return catalogMode ? null : <MiniBasketDrawer {...props} />;
}

function MiniBasketDrawer({ owner, logo }: Omit<Props, 'catalogMode'>) {
  const open = useMiniBasket((s) => s.open);
  const titleId = useId();
  const basket = useBasket(owner);
  const { reload } = basket;
  const count = basket.totals?.qty ?? 0;
  const setOpen = useMiniBasket.getState().setOpen;

  useEffect(() => {
    if (open) void reload();
    // Reload once per opening, not on every new `reload` identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-haspopup="dialog"
        aria-label={count > 0 ? `سبد خرید، ${toPersianDigits(count)} کالا` : 'سبد خرید'}
        className="relative rounded-lg border border-line px-3 py-2 text-sm">
        سبد خرید
        {count > 0 ? (
          <span aria-hidden className="absolute -top-2 -end-2 grid min-w-5 place-items-center rounded-full bg-brand px-1 text-xs text-white">
            {toPersianDigits(count)}
          </span>
        ) : null}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy={titleId} place="end" className="flex h-dvh flex-col gap-3 bg-surface p-4 shadow-xl">
        <div className="flex items-center justify-between">
          <h2 id={titleId} className="font-bold">سبد خرید</h2>
          <button type="button" onClick={() => setOpen(false)} className="rounded px-2 py-1 text-sm" aria-label="بستن سبد خرید">
            ✕
          </button>
        </div>
        <div className="min-h-0 flex-1">
          <BasketView owner={owner} logo={logo} layout="drawer" />
        </div>
        <Link href="/cart" onClick={() => setOpen(false)} className="text-center text-sm text-brand-dark underline">
          مشاهده سبد خرید
        </Link>
      </Dialog>
    </>
  );
}
