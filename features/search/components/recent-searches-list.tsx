import { toPersianDigits } from '@/lib/format/digits';
import { CloseIcon } from './search-icons';
import type { SearchCombobox } from './use-search-combobox';

/** SPEC §2 "Recent searches are listed": each can be searched again or removed, and all cleared. */
export function RecentSearchesList({ combobox }: { combobox: SearchCombobox }) {
  const { recent, search } = combobox;
  if (recent.terms.length === 0) return null;
  return (
    <section aria-labelledby="recent-searches-title" className="px-3 py-2">
      <div className="flex items-center justify-between">
        <h2 id="recent-searches-title" className="text-xs font-bold text-muted">
          جستجوهای اخیر
        </h2>
        <button type="button" onClick={recent.clear} className="rounded px-2 py-1 text-xs text-brand hover:underline">
          پاک کردن همه
        </button>
      </div>
      <ul className="mt-1 flex flex-col">
        {recent.terms.map((term) => (
          <li key={term} className="flex items-center gap-2">
            <button type="button" onClick={() => search(term)} className="min-w-0 flex-1 truncate rounded px-2 py-2 text-start text-sm hover:bg-gray-100">
              {toPersianDigits(term)}
            </button>
            <button
              type="button"
              aria-label={`حذف «${term}» از جستجوهای اخیر`}
              onClick={() => recent.remove(term)}
              className="rounded p-1 text-muted hover:text-ink"
            >
              <CloseIcon className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
