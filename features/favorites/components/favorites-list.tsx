'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { toast } from '@/components/toasts';
import { AppImage } from '@/components/app-image';
import { Price } from '@/components/price';
import { FALLBACK_ERROR } from '@/lib/api-client';
import type { Favorite } from '@/lib/contracts/account';
import type { ImageObject } from '@/lib/contracts/images';
import { toPersianDigits } from '@/lib/format/digits';
import { useFavorites } from '../api/get-favorites';
import { useSetFavorite } from '../api/set-favorite';

type Props = {
  logo: ImageObject;
  /** The route fills in the basket's button (features do not import each other). */
  basketAction: (favorite: Favorite) => ReactNode;
};

/** What one unit costs now: the promotion price while it runs, else the discount price. */
const payable = (f: Favorite) => (f.promotionPrice !== null && f.promotionTo !== null && Date.parse(f.promotionTo) > Date.now() ? f.promotionPrice : f.discountPrice);

/** /dashboard/favorites: each product with its price and stock now, remove, and add to basket. */
export function FavoritesList({ logo, basketAction }: Props) {
  const { data, isPending, isError, refetch } = useFavorites(true);
  const change = useSetFavorite();

  const remove = async (f: Favorite) => {
    try {
      await change.mutateAsync({ productId: f.id, favorite: false });
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : FALLBACK_ERROR);
    }
  };

  if (isPending) return <p className="p-4 text-sm text-muted">در حال بارگذاری علاقه‌مندی‌ها…</p>;
  if (isError) {
    return (
      <div className="flex items-center gap-3 p-4 text-sm">
        <p>بارگذاری علاقه‌مندی‌ها انجام نشد.</p>
        <button type="button" onClick={() => void refetch()} className="rounded-lg border border-line px-3 py-1">تلاش دوباره</button>
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <div className="rounded-xl border border-line bg-white p-6 text-center text-sm text-muted">
        <p>هنوز کالایی به علاقه‌مندی‌ها اضافه نکرده‌اید.</p>
        <Link href="/" className="mt-3 inline-block text-brand-dark underline">رفتن به فروشگاه</Link>
      </div>
    );
  }
  return (
    <ul aria-label="کالاهای مورد علاقه" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {data.map((f) => (
        <li key={f.id} className="flex gap-3 rounded-xl border border-line bg-white p-3">
          <AppImage images={f.images} fallbackLogo={logo} alt={f.alt} width={96} height={96} className={`size-24 shrink-0 object-contain ${f.inStock ? '' : 'opacity-50 grayscale'}`} />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <Link href={`/products/${f.id}/${f.slug}`} className="line-clamp-2 text-sm leading-6 hover:text-brand-dark">{f.title}</Link>
            {f.inStock ? (
              <>
                <Price amount={payable(f)} className="text-sm font-bold" />
                <p className="text-xs text-muted">موجودی: {toPersianDigits(f.stock)} عدد</p>
              </>
            ) : (
              <p className="text-sm font-bold text-muted">ناموجود</p>
            )}
            <div className="mt-auto flex items-center gap-2">
              <div className="flex-1">{basketAction(f)}</div>
              <button
                type="button"
                onClick={() => void remove(f)}
                disabled={change.isPending}
                className="rounded-lg border border-line px-3 py-2 text-sm text-red-700 hover:bg-red-50 disabled:opacity-60"
              >
                حذف<span className="sr-only"> {f.title} از علاقه‌مندی‌ها</span>
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
