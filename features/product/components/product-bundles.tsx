import { NavLink } from '@/components/nav-link';
import { AppImage } from '@/components/app-image';
import { Price } from '@/components/price';
import type { ImageObject } from '@/lib/contracts/images';
import { productPath, type ProductBundle } from '@/lib/contracts/product';
import { toPersianDigits } from '@/lib/format/digits';
import { TimedOffer } from './timed-offer';

const CARD = 'space-y-2 rounded-xl border border-line bg-white p-4';

function BundleItems({ bundle, logo }: { bundle: ProductBundle; logo: ImageObject }) {
  // Sold-out items do not come with the product, so they are not in what it costs either.
  const total = bundle.items.reduce((sum, i) => sum + (i.available ? i.qty * (i.price - i.discount) : 0), 0);
  return (
    <>
      <ul className="divide-y divide-line">
        {bundle.items.map((item) => (
          <li key={item.id} className="flex items-center gap-3 py-2">
            <AppImage images={item.images} fallbackLogo={logo} alt={item.title} width={64} height={64} className={`size-14 shrink-0 object-contain ${item.available ? '' : 'opacity-50 grayscale'}`} />
            <div className="min-w-0 flex-1 text-sm">
              <NavLink href={productPath({ id: item.productId, slug: item.slug })} className="line-clamp-2 hover:text-brand">{item.title}</NavLink>
              <p className="text-xs text-muted">
                {item.variantTitle}
                {item.qty > 1 ? ` · ${toPersianDigits(item.qty)} عدد` : ''}
              </p>
              {item.available ? null : <p className="text-xs font-bold text-red-700">ناموجود؛ همراه این کالا ارسال نمی‌شود</p>}
            </div>
            {!item.available ? (
              <span className="shrink-0 rounded-full bg-gray-100 px-2 py-1 text-xs text-muted">ناموجود</span>
            ) : bundle.showPrice ? (
              <div className="flex shrink-0 flex-col items-end text-sm">
                {item.discount > 0 ? <del className="text-xs text-muted"><Price amount={item.price} /></del> : null}
                <Price amount={item.price - item.discount} className="font-bold" />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {bundle.showPrice ? (
        <p className="flex justify-between border-t border-line pt-2 text-sm">
          <span>جمع اقلام همراه</span>
          <Price amount={total} className="font-bold" />
        </p>
      ) : null}
    </>
  );
}

/** Accompanying items sold with this product (they show as 'accompanying item' in the basket). */
export function ProductBundles({ bundles, logo }: { bundles: readonly ProductBundle[]; logo: ImageObject }) {
  if (bundles.length === 0) return null;
  return (
    <section aria-labelledby="product-bundles" className="space-y-3">
      <h2 id="product-bundles" className="text-lg font-bold">پیشنهادهای همراه</h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {bundles.map((b) => {
          const head = (
            <>
              <h3 className="font-bold">{b.title}</h3>
              {b.info ? <p className="text-sm text-muted">{b.info}</p> : null}
            </>
          );
          const items = <BundleItems bundle={b} logo={logo} />;
          return (
            <li key={b.id}>
              {b.timed && b.toDate ? (
                <TimedOffer to={b.toDate} head={head} className={CARD}>{items}</TimedOffer>
              ) : (
                <div className={CARD}>
                  {head}
                  {items}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
