import { SUBMIT_MIN_LENGTH } from '@/lib/search/normalize';
import { SearchIcon, Spinner } from './search-icons';
import type { SearchCombobox } from './use-search-combobox';

type Props = {
  combobox: SearchCombobox;
  inputId: string;
  listboxId: string;
  expanded: boolean;
  autoFocus?: boolean;
  /** Focus and typing both (re)open a popover closed by Escape or a choice. */
  onActivity?: () => void;
  className?: string;
};

/**
 * The combobox input inside a GET form to /shop, so a full search still works before scripts load;
 * with scripts the submit goes through the router and records a recent search.
 */
export function SearchField({ combobox, inputId, listboxId, expanded, autoFocus, onActivity, className = '' }: Props) {
  const open = expanded && combobox.options.length > 0;
  return (
    <form action="/shop" method="get" role="search" aria-label="جستجوی محصولات" onSubmit={combobox.onSubmit} className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        جستجو در محصولات
      </label>
      <input
        id={inputId}
        name="search"
        type="search"
        role="combobox"
        aria-expanded={open}
        aria-controls={open ? listboxId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={combobox.activeId}
        required
        minLength={SUBMIT_MIN_LENGTH}
        maxLength={200}
        placeholder="جستجو در محصولات…"
        autoComplete="off"
        enterKeyHint="search"
        // The drawer opens on a tap meant for searching: the keyboard should come up at once.
        autoFocus={autoFocus}
        value={combobox.text}
        onChange={(e) => {
          combobox.setText(e.target.value);
          onActivity?.();
        }}
        onKeyDown={combobox.onKeyDown}
        onFocus={onActivity}
        className="w-full rounded-lg border border-transparent bg-gray-100 py-2 pe-16 ps-4 text-sm focus:border-line focus:bg-white [&::-webkit-search-cancel-button]:appearance-none"
      />
      <span className="absolute inset-y-0 end-10 flex items-center">{combobox.loading ? <Spinner /> : null}</span>
      <button type="submit" aria-label="جستجو" className="absolute inset-y-0 end-0 flex w-10 items-center justify-center text-muted">
        <SearchIcon />
      </button>
    </form>
  );
}
