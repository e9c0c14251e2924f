import { NavLink } from '@/components/nav-link';
import { defaultSort } from '@/lib/contracts/listing';
import type { ListingFacets } from '@/lib/contracts/listing';
import { formatToman } from '@/lib/format/money';
import { toPersianDigits } from '@/lib/format/digits';
import { FiltersForm } from './filters-form';
import type { ListingState } from './listing-url';

type Props = { path: string; state: ListingState; facets: ListingFacets; showBrands: boolean; clearHref: string };

const box = 'size-4 shrink-0 accent-brand';
const legend = 'mb-2 text-sm font-bold';
const count = (n: number) => <span className="ms-auto text-xs text-muted">{toPersianDigits(n)}</span>;

/** Filters as a plain GET form (works without JavaScript); the search term and the order ride along hidden. */
export function ListingFilters({ path, state, facets, showBrands, clearHref }: Props) {
  return (
    <FiltersForm action={path} className="flex flex-col gap-6 p-4">
      {state.search ? <input type="hidden" name="search" value={state.search} /> : null}
      {state.sort !== defaultSort(state.search) ? <input type="hidden" name="sort" value={state.sort} /> : null}

      <div className="flex flex-col gap-3 text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" name="inStock" value="1" defaultChecked={state.inStock} className={box} />
          فقط کالاهای موجود
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="discount" value="1" defaultChecked={state.discount} className={box} />
          فقط کالاهای تخفیف‌دار
        </label>
      </div>

      {showBrands && facets.brands.length > 0 ? (
        <fieldset>
          <legend className={legend}>برند</legend>
          <ul className="flex max-h-64 flex-col gap-2 overflow-y-auto text-sm">
            {facets.brands.map((b) => (
              <li key={b.id}>
                <label className="flex items-center gap-2">
                  <input type="checkbox" name="brands" value={b.slug} defaultChecked={state.brands.includes(b.slug)} className={box} />
                  {b.title}
                  {count(b.count)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}

      {facets.colors.length > 0 ? (
        <fieldset>
          <legend className={legend}>رنگ</legend>
          <ul className="flex max-h-64 flex-col gap-2 overflow-y-auto text-sm">
            {facets.colors.map((c) => (
              <li key={c.id}>
                <label className="flex items-center gap-2">
                  <input type="checkbox" name="colors" value={c.id} defaultChecked={state.colors.includes(c.id)} className={box} />
                  <span aria-hidden className="size-4 shrink-0 rounded-full border border-line" style={{ backgroundColor: c.value }} />
                  {c.title}
                  {count(c.count)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}

      <fieldset>
        <legend className={legend}>محدوده قیمت (تومان)</legend>
        <div className="grid grid-cols-2 gap-2 text-sm">
          <label className="flex flex-col gap-1">
            از
            <input
              name="priceMin"
              inputMode="numeric"
              defaultValue={state.priceMin === undefined ? '' : formatToman(state.priceMin)}
              placeholder={facets.price ? formatToman(facets.price.min) : ''}
              className="w-full rounded-lg border border-line px-2 py-1.5"
            />
          </label>
          <label className="flex flex-col gap-1">
            تا
            <input
              name="priceMax"
              inputMode="numeric"
              defaultValue={state.priceMax === undefined ? '' : formatToman(state.priceMax)}
              placeholder={facets.price ? formatToman(facets.price.max) : ''}
              className="w-full rounded-lg border border-line px-2 py-1.5"
            />
          </label>
        </div>
      </fieldset>

      <div className="sticky bottom-0 flex items-center gap-2 bg-white pt-2">
        <button type="submit" className="flex-1 rounded-lg bg-brand px-4 py-2 text-sm font-bold text-white hover:bg-brand-dark">
          اعمال فیلترها
        </button>
        <NavLink href={clearHref} className="rounded-lg px-3 py-2 text-sm text-muted hover:text-brand">حذف فیلترها</NavLink>
      </div>
    </FiltersForm>
  );
}
