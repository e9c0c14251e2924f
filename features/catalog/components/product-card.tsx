import Link from 'next/link';
import { AppImage } from '@/components/app-image';
import type { ProductCard as Card } from '@/lib/contracts/catalog';
import type { ImageObject } from '@/lib/contracts/images';
import { CardPriceRow } from './product-card-price';
import { ProductCardPromotion } from './product-card-promotion';

type Props = { product: Card; logo: ImageObject; priority?: boolean };

/** A server-rendered card; only a running promotion adds a small client island for its countdown. */
export function ProductCard({ product, logo, priority }: Props) {
  const { promotionPrice, promotionTo } = product;
  return (
    <Link
      href={`/products/${product.id}/${product.slug}`}
      className="flex h-full flex-col gap-2 rounded-xl border border-line bg-white p-3 transition hover:shadow-md"
    >
      <AppImage
        images={product.images}
        fallbackLogo={logo}
        alt={product.alt}
        width={300}
        height={300}
        priority={priority}
        className={`mx-auto aspect-square w-full object-contain ${product.inStock ? '' : 'opacity-50 grayscale'}`}
      />
      <h3 className="line-clamp-2 min-h-10 text-sm leading-5">{product.title}</h3>
      <div className="mt-auto">
        {!product.inStock ? (
          <p className="py-1 text-center text-sm font-bold text-muted">ناموجود</p>
        ) : promotionPrice !== null && promotionTo !== null ? (
          <ProductCardPromotion price={product.price} discountPrice={product.discountPrice} promotionPrice={promotionPrice} promotionTo={promotionTo} />
        ) : (
          <CardPriceRow price={product.price} payable={product.discountPrice} promotion={false} />
        )}
      </div>
    </Link>
  );
}
