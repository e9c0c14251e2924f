import { NavLink } from '@/components/nav-link';
import type { ReactNode } from 'react';
import { AppImage } from '@/components/app-image';
import { RatingBadge } from '@/components/rating-badge';
import type { ProductCard as Card } from '@/lib/contracts/catalog';
import type { ImageObject } from '@/lib/contracts/images';
import { CardPriceRow } from './product-card-price';
import { ProductCardPromotion } from './product-card-promotion';

/** What a route puts on each card (buttons such as the heart and add-to-basket), drawn in one small island per card. */
export type CardActions = (product: Card) => ReactNode;

type Props = { product: Card; logo: ImageObject; priority?: boolean; actions?: ReactNode };

/**
 * A server-rendered card. The title's link is stretched over the whole card, so buttons in `actions` sit above it
 * instead of inside it (interactive elements must not nest). A running promotion adds a small island for its countdown.
 */
export function ProductCard({ product, logo, priority, actions }: Props) {
  const { promotionPrice, promotionTo } = product;
  return (
    <div className="relative flex h-full flex-col gap-2 rounded-xl border border-line bg-surface p-3 transition hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand">
      <AppImage
        images={product.images}
        fallbackLogo={logo}
        alt={product.alt}
        width={300}
        height={300}
        priority={priority}
        className={`mx-auto aspect-square w-full object-contain ${product.inStock ? '' : 'opacity-50 grayscale'}`}
      />
      <h3 className="line-clamp-2 min-h-10 text-sm leading-5">
        <NavLink href={`/products/${product.id}/${product.slug}`} className="after:absolute after:inset-0 after:rounded-xl">
          {product.title}
        </NavLink>
      </h3>
      {product.rating ? <RatingBadge average={product.rating.average} count={product.rating.count} /> : null}
      <div className="mt-auto">
        {!product.inStock ? (
          <p className="py-1 text-center text-sm font-bold text-muted">ناموجود</p>
        ) : promotionPrice !== null && promotionTo !== null ? (
          <ProductCardPromotion price={product.price} discountPrice={product.discountPrice} promotionPrice={promotionPrice} promotionTo={promotionTo} />
        ) : (
          <CardPriceRow price={product.price} payable={product.discountPrice} promotion={false} />
        )}
      </div>
      {actions ? <div className="relative z-10 flex items-center justify-between gap-2">{actions}</div> : null}
    </div>
  );
}
