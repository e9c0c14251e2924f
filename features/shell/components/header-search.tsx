import { SearchIcon } from './icons';

/** SPEC §5: a full search needs at least 3 characters. */
export const SEARCH_MIN_LENGTH = 3;

/** A plain GET form to the results page; the search issue (4) adds suggestions and the drawer. */
export function HeaderSearch({ id, className = '' }: { id: string; className?: string }) {
  return (
    <form action="/shop" method="get" role="search" aria-label="جستجوی محصولات" className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        جستجو در محصولات
      </label>
      <input
        id={id}
        name="search"
        type="search"
        required
        minLength={SEARCH_MIN_LENGTH}
        placeholder="جستجو در محصولات…"
        autoComplete="off"
        enterKeyHint="search"
        className="w-full rounded-lg border border-transparent bg-gray-100 py-2 pe-10 ps-4 text-sm focus:border-line focus:bg-white"
      />
      <button type="submit" aria-label="جستجو" className="absolute inset-y-0 end-0 flex w-10 items-center justify-center text-muted">
        <SearchIcon className="size-5" />
      </button>
    </form>
  );
}
