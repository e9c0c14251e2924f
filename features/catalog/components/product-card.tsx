import Link from 'next/link';
import { AppImage } from '@/components/app-image';
import { Price } from '@/components/price';
import type { ProductCard as Card } from '@/lib/contracts/catalog';
import type { ImageObject } from '@/lib/contracts/images';
import { discountPercent } from '@/lib/format/discount';
import { toPersianDigits } from '@/lib/format/digits';

export function ProductCard({ product, logo }: { product: Card; logo: ImageObject }) {
  const payable = product.promotionPrice ?? product.discountPrice;
  const percent = discountPercent(product.price, payable, { promotion: product.promotionPrice !== null });
  return (
    <Link
      href={`/products/${product.id}/${product.slug}`}
      className="flex h-full flex-col gap-2 rounded-xl border border-line bg-white p-3 transition hover:shadow-md"
    >
      <AppImage images={product.images} fallbackLogo={logo} alt={product.alt} width={300} height={300} className="mx-auto aspect-square w-full object-contain" />
      <h3 className="line-clamp-2 min-h-10 text-sm leading-5">{product.title}</h3>
      <div className="mt-auto flex items-end justify-between gap-2">
        {product.inStock ? (
          <>
            {percent > 0 ? (
              <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-white">٪{toPersianDigits(percent)}</span>
            ) : (
              <span />
            )}
            <div className="flex flex-col items-end">
              {payable < product.price ? <del className="text-xs text-muted"><Price amount={product.price} /></del> : null}
              <Price amount={payable} className="font-bold" />
            </div>
          </>
        ) : (
          <span className="text-sm text-muted">ناموجود</span>
        )}
      </div>
    </Link>
  );
}
