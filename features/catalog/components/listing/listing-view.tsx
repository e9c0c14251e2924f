import { NavLink } from '@/components/nav-link';
import type { ImageObject } from '@/lib/contracts/images';
import type { Listing } from '@/lib/contracts/listing';
import { toPersianDigits } from '@/lib/format/digits';
import { ProductCard, type CardActions } from '../product-card';
import { ActiveFilters } from './active-filters';
import { BreadcrumbJsonLd, Breadcrumbs } from './breadcrumbs';
import { EmptyState } from './empty-state';
import { FiltersSheet } from './filters-sheet';
import { ListingFilters } from './listing-filters';
import { clearedHref, hasFilters, listingHref } from './listing-url';
import type { ListingState } from './listing-url';
import { Pagination } from './pagination';
import { SortBar } from './sort-bar';

/** Cards that can be on the first screen (two rows of four on wide screens); the rest wait until scrolled near. */
const FIRST_SCREEN_CARDS = 8;

type Props = { listing: Listing; state: ListingState; path: string; logo: ImageObject; siteUrl: string; cardActions?: CardActions };

/**
 * A category, brand or search listing: breadcrumbs, heading, sub-category links, filters (side
 * column or phone sheet), sort links, active filter chips, the cards, pagination or the empty state.
 */
export function ListingView({ listing, state, path, logo, siteUrl, cardActions }: Props) {
  const filtered = hasFilters(state);
  const clearHref = clearedHref(path, state);
  const filterCount = state.brands.length + state.colors.length + Number(state.priceMin !== undefined || state.priceMax !== undefined) + Number(state.inStock) + Number(state.discount);
  return (
    <div className="flex flex-col gap-4">
      <Breadcrumbs items={listing.breadcrumbs} />
      <BreadcrumbJsonLd items={listing.breadcrumbs} siteUrl={siteUrl} />
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="text-xl font-bold">{listing.title}</h1>
        <p className="text-sm text-muted">{toPersianDigits(listing.total)} کالا</p>
      </header>

      {listing.subcategories.length > 0 ? (
        <nav aria-label="زیردسته‌ها">
          <ul className="flex gap-2 overflow-x-auto pb-1 text-sm">
            {listing.subcategories.map((c) => (
              <li key={c.slug} className="shrink-0">
                <NavLink href={`/shop/category-${c.slug}`} className="block rounded-full border border-line bg-white px-4 py-1.5 hover:border-brand hover:text-brand">
                  {c.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-6">
        <FiltersSheet here={listingHref(path, state, { page: state.page })} label={filterCount > 0 ? `فیلترها (${toPersianDigits(filterCount)})` : 'فیلترها'}>
          <ListingFilters path={path} state={state} facets={listing.facets} showBrands={listing.brand === null} clearHref={clearHref} />
        </FiltersSheet>

        <section id="listing" aria-labelledby="listing-title" className="flex min-w-0 flex-col gap-4">
          <h2 id="listing-title" className="sr-only">فهرست کالاها</h2>
          <div className="rounded-xl border border-line bg-white p-3">
            <SortBar current={state.sort} search={state.search} href={(sort) => listingHref(path, state, { sort })} />
          </div>
          <ActiveFilters path={path} state={state} facets={listing.facets} />

          {listing.items.length > 0 ? (
            <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
              {listing.items.map((p, i) => (
                <li key={p.id} className={i < FIRST_SCREEN_CARDS ? undefined : 'below-fold-card'}>
                  <ProductCard product={p} logo={logo} priority={i < 2} actions={cardActions?.(p)} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState reason={filtered ? 'filters' : state.search ? 'search' : 'empty'} clearHref={clearHref} />
          )}

          <Pagination page={listing.page} pageCount={listing.pageCount} href={(page) => listingHref(path, state, { page })} />
        </section>
      </div>
    </div>
  );
}
