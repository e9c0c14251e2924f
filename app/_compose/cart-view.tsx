'use client';

import Link from 'next/link';
import { BasketView } from '@/features/basket/components/basket-view';
import type { ImageObject } from '@/lib/contracts/images';
import { useBasketOwner } from './basket-owner';

/** /cart's body: the back link for visitors (their shell is hidden here, SPEC §2) and the basket of whoever is signed in. */
export function CartView({ logo, catalogMode }: { logo: ImageObject; catalogMode: boolean }) {
  const owner = useBasketOwner();
  return (
    <>
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold">سبد خرید</h1>
        {owner && !owner.signedIn ? (
          <Link href="/" className="text-sm text-brand-dark underline">بازگشت به فروشگاه</Link>
        ) : null}
      </div>
      {catalogMode ? (
        <p className="rounded-xl border border-line bg-white p-6 text-center text-muted">خرید اینترنتی در حال حاضر فعال نیست.</p>
      ) : owner ? (
        <BasketView owner={owner} logo={logo} layout="page" />
      ) : (
        <p className="p-4 text-center text-sm text-muted">در حال بارگذاری سبد خرید…</p>
      )}
    </>
  );
}
