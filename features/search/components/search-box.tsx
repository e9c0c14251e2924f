'use client';

import { useId, useState } from 'react';
import { RecentSearchesList } from './recent-searches-list';
import { SearchField } from './search-field';
import { SearchSuggestions } from './search-suggestions';
import { useSearchCombobox } from './use-search-combobox';

/** The desktop header's search (SPEC §2): suggestions and recent searches in a panel under the box. */
export function SearchBox({ className = '' }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const combobox = useSearchCombobox(`${id}-opt`, () => setOpen(false));
  const listboxId = `${id}-opt`;
  const hasPanel = combobox.suggesting ? combobox.options.length > 0 || combobox.noResult : combobox.recent.terms.length > 0;
  return (
    <div
      className={`relative ${className}`}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <SearchField combobox={combobox} inputId={`${id}-input`} listboxId={listboxId} expanded={open} onActivity={() => setOpen(true)} />
      {open && hasPanel ? (
        <div className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-line bg-white shadow-lg">
          {combobox.suggesting ? <SearchSuggestions combobox={combobox} listboxId={listboxId} /> : <RecentSearchesList combobox={combobox} />}
        </div>
      ) : null}
    </div>
  );
}
