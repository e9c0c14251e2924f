'use client';

import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { USER_BASKET_KEY } from '@/features/basket/api/basket-request';
import { BasketView } from '@/features/basket/components/basket-view';
import { BasketPlanPicker } from '@/features/facility/components/basket-plan-picker';
import type { ImageObject } from '@/lib/contracts/images';
import { SellerOrderPanel } from '@/features/orders/components/seller-order-panel';
import { ProvinceCityFields } from '@/features/geo/components/province-city-fields';
import { useBasketOwner } from './basket-owner';

/** /cart's body: the back link for visitors (their shell is hidden here, SPEC §2) and the basket of whoever is signed in. */
export function CartView({ logo, catalogMode }: { logo: ImageObject; catalogMode: boolean }) {
  const owner = useBasketOwner();
  const queryClient = useQueryClient();
  // A signed-in basket may be bought on instalments; the picker's answer is the basket itself.
  const facility = owner?.signedIn
    ? (totals: Parameters<typeof BasketPlanPicker>[0]['totals']) => (
        <BasketPlanPicker totals={totals} onChanged={(answer) => queryClient.setQueryData(USER_BASKET_KEY, answer)} />
      )
    : undefined;
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
        <>
          <BasketView owner={owner} logo={logo} layout="page" facility={facility} />
          {owner.signedIn && owner.noCheck ? (
            <div className="flex flex-col gap-2 lg:max-w-xl">
              <SellerOrderPanel LocationFields={ProvinceCityFields} disabled={false} />
              <Link href="/dashboard/seller-orders" className="text-sm text-brand-dark underline">سفارش‌های ثبت‌شده برای مشتریان</Link>
            </div>
          ) : null}
        </>
      ) : (
        <p className="p-4 text-center text-sm text-muted">در حال بارگذاری سبد خرید…</p>
      )}
    </>
  );
}
