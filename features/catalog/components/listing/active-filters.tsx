import { NavLink } from '@/components/nav-link';
import type { ListingFacets } from '@/lib/contracts/listing';
import { formatToman } from '@/lib/format/money';
import { listingHref } from './listing-url';
import type { ListingState } from './listing-url';

/** Each applied filter as a chip whose link drops just that filter. */
export function ActiveFilters({ path, state, facets }: { path: string; state: ListingState; facets: ListingFacets }) {
  const href = (change: Partial<ListingState>) => listingHref(path, state, change);
  const chips = [
    ...state.brands.map((slug) => ({
      label: facets.brands.find((b) => b.slug === slug)?.title ?? slug,
      href: href({ brands: state.brands.filter((s) => s !== slug) }),
    })),
    ...state.colors.map((id) => ({
      label: facets.colors.find((c) => c.id === id)?.title ?? 'رنگ',
      href: href({ colors: state.colors.filter((c) => c !== id) }),
    })),
    ...(state.priceMin !== undefined ? [{ label: `از ${formatToman(state.priceMin)} تومان`, href: href({ priceMin: undefined }) }] : []),
    ...(state.priceMax !== undefined ? [{ label: `تا ${formatToman(state.priceMax)} تومان`, href: href({ priceMax: undefined }) }] : []),
    ...(state.inStock ? [{ label: 'فقط موجود', href: href({ inStock: false }) }] : []),
    ...(state.discount ? [{ label: 'فقط تخفیف‌دار', href: href({ discount: false }) }] : []),
  ];
  if (chips.length === 0) return null;
  return (
    <ul aria-label="فیلترهای اعمال‌شده" className="flex flex-wrap gap-2 text-xs">
      {chips.map((chip) => (
        <li key={chip.href}>
          <NavLink href={chip.href} className="flex items-center gap-1 rounded-full border border-brand/40 bg-brand/5 px-3 py-1 text-brand-dark hover:bg-brand/10">
            {chip.label}
            <span aria-hidden>×</span>
            <span className="sr-only">(حذف این فیلتر)</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
