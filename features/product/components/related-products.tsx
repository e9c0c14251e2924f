import { ProductCard, type CardActions } from '@/features/catalog/components/product-card';
import type { ProductCard as Card } from '@/lib/contracts/catalog';
import type { ImageObject } from '@/lib/contracts/images';

export function RelatedProducts({ products, logo, cardActions }: { products: readonly Card[]; logo: ImageObject; cardActions?: CardActions }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-products">
      <h2 id="related-products" className="mb-3 text-lg font-bold">محصولات مرتبط</h2>
      {/* relative: the cards' sr-only texts are absolutely positioned and must be clipped by this scroller. */}
      <ul className="relative flex snap-x gap-3 overflow-x-auto pb-2">
        {products.map((p) => (
          <li key={p.id} className="w-44 shrink-0 snap-start sm:w-52">
            <ProductCard product={p} logo={logo} actions={cardActions?.(p)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
