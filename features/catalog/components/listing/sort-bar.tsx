import { NavLink } from '@/components/nav-link';
import { LISTING_SORT_LABELS, sortsFor } from '@/lib/contracts/listing';
import type { ListingSort } from '@/lib/contracts/listing';

/** Plain links, so sorting works before any script loads; the current order is marked. */
type Props = { current: ListingSort; search: string | undefined; href: (sort: ListingSort) => string };

export function SortBar({ current, search, href }: Props) {
  return (
    <nav aria-label="مرتب‌سازی" className="flex items-center gap-2 overflow-x-auto text-sm">
      <span className="shrink-0 font-bold">مرتب‌سازی:</span>
      <ul className="flex gap-1">
        {sortsFor(search).map((sort) => (
          <li key={sort} className="shrink-0">
            <NavLink
              href={href(sort)}
              aria-current={sort === current ? 'true' : undefined}
              className={`block rounded-lg px-3 py-1.5 ${sort === current ? 'bg-brand/10 font-bold text-brand' : 'text-muted hover:text-ink'}`}
            >
              {LISTING_SORT_LABELS[sort]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
