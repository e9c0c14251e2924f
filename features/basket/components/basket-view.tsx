'use client';

import type { ReactNode } from 'react';
import type { BasketTotals } from '@/lib/contracts/basket';
import type { ImageObject } from '@/lib/contracts/images';
import { BasketLine } from './basket-line';
import { BasketSummary } from './basket-summary';
import { useBasket, type BasketOwner } from './use-basket';
import { useImportOnSignIn } from './use-import-on-sign-in';

/** `facility` is a slot the route fills (the plan picker of the facility feature) for a basket with lines. */
type Props = { owner: BasketOwner; logo: ImageObject; layout: 'drawer' | 'page'; facility?: (totals: BasketTotals) => ReactNode };

/** Lines, messages and totals of whichever basket the owner has (used by the drawer and /cart). */
export function BasketView({ owner, logo, layout, facility }: Props) {
  useImportOnSignIn(owner.signedIn);
  const basket = useBasket(owner);
  const { status, items, totals, busy, error } = basket;
  const continueHref = owner.signedIn ? '/order' : '/login?c=/cart';
  const message = totals?.message ?? null;
  const canContinue = !busy && status === 'loaded' && items.length > 0;

  return (
    <div className={layout === 'page' ? 'grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]' : 'flex h-full flex-col gap-3'}>
      <div className={layout === 'drawer' ? 'min-h-0 flex-1 overflow-y-auto' : ''} aria-busy={busy}>
        <div aria-live="polite" className="space-y-2">
          {message ? <p className="rounded-lg bg-red-50 p-3 text-sm text-red-700">{message}</p> : null}
          {error ? <p className="rounded-lg bg-red-50 p-3 text-sm text-red-700">{error}</p> : null}
          {status === 'loading' ? <p className="p-4 text-center text-sm text-muted">در حال بارگذاری سبد خرید…</p> : null}
          {(status === 'loaded' || status === 'cleared') && items.length === 0 ? (
            <p className="p-4 text-center text-sm text-muted">سبد خرید شما خالی است</p>
          ) : null}
        </div>
        {items.length > 0 ? (
          <ul className="divide-y divide-line" aria-label="کالاهای سبد خرید">
            {items.map((item) => (
              <BasketLine
                key={item.basketId}
                item={item}
                logo={logo}
                noCheck={owner.noCheck}
                busy={busy}
                onChange={basket.change}
                onPromotionEnd={() => void basket.reload()}
              />
            ))}
          </ul>
        ) : null}
      </div>
      <div className={layout === 'page' ? 'space-y-4' : ''}>
        {facility && totals && items.length > 0 ? facility(totals) : null}
        <div className={layout === 'page' ? 'rounded-xl border border-line bg-surface p-4' : 'border-t border-line pt-3'}>
          <BasketSummary totals={totals} continueHref={continueHref} canContinue={canContinue} />
        </div>
      </div>
    </div>
  );
}
