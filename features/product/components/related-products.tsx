import type { ReactNode } from 'react';
import type { ProductCard } from '@/lib/contracts/catalog';

/** `card` draws one product's card (the route composes catalog's card with its buttons). */

export function RelatedProducts({ products, card }: { products: readonly ProductCard[]; card: (product: ProductCard) => ReactNode }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-products">
      <h2 id="related-products" className="mb-3 text-lg font-bold">محصولات مرتبط</h2>
      {/* relative: the cards' sr-only texts are absolutely positioned and must be clipped by this scroller. */}
      <ul className="relative flex snap-x gap-3 overflow-x-auto pb-2">
        {products.map((p) => (
          <li key={p.id} className="w-44 shrink-0 snap-start sm:w-52">
            {card(p)}
          </li>
        ))}
      </ul>
    </section>
  );
}
