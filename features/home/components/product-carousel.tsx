import { NavLink } from '@/components/nav-link';
import type { ReactNode } from 'react';
import { ScrollRow } from '@/components/scroll-row';
import type { ProductCard } from '@/lib/contracts/catalog';

type Props = {
  id: string;
  title: string;
  products: ProductCard[];
  moreHref?: string;
  /** Extra content beside the title (a countdown). */
  aside?: ReactNode;
  className?: string;
} & (
  | {
      /** Draws one product's card (the route composes catalog's card with its buttons). */
      card: (product: ProductCard) => ReactNode;
    }
  | {
      /** The row's list drawn by the route instead of the cards (one that loads them as it nears the screen). */
      list: ReactNode;
    }
);

/** A titled row of product cards that scrolls sideways. */
export function ProductCarousel({ id, title, products, moreHref, aside, className = '', ...body }: Props) {
  if (products.length === 0) return null;
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex items-center gap-3">
          <h2 id={headingId} className="text-lg font-bold">
            {title}
          </h2>
          {aside}
        </div>
        {moreHref ? (
          <NavLink href={moreHref} className="text-sm text-brand-dark hover:underline">
            مشاهده همه<span className="sr-only"> {title}</span>
          </NavLink>
        ) : null}
      </div>
      {'list' in body ? (
        body.list
      ) : (
        <ScrollRow label={title} listClassName="gap-3 pb-2">
          {products.map((p) => (
            <li key={p.id} className="w-40 shrink-0 snap-start sm:w-48 lg:w-52">
              {body.card(p)}
            </li>
          ))}
        </ScrollRow>
      )}
    </section>
  );
}
