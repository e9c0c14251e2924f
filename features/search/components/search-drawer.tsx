'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { RecentSearchesList } from './recent-searches-list';
import { CloseIcon, SearchIcon } from './search-icons';
import { SearchField } from './search-field';
import { SearchSuggestions } from './search-suggestions';
import { useSearchCombobox } from './use-search-combobox';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab cycle inside the modal drawer instead of reaching the page hidden behind it. */
function keepFocusInside(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const [first, last] = [items[0], items.at(-1)];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/** The drawer's content; unmounted on close, which is what resets its text and results (SPEC §4). */
function DrawerPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const combobox = useSearchCombobox(`${id}-opt`, onClose);
  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);
  return (
    <div role="dialog" aria-modal="true" aria-label="جستجو" onKeyDown={keepFocusInside} className="fixed inset-0 z-50 flex flex-col bg-white">
      <div className="flex items-center gap-2 border-b border-line p-2">
        <SearchField combobox={combobox} inputId={`${id}-input`} listboxId={`${id}-opt`} expanded autoFocus className="min-w-0 flex-1" />
        <button type="button" aria-label="بستن جستجو" onClick={onClose} className="rounded-lg p-2 text-muted hover:text-ink">
          <CloseIcon className="size-6" />
        </button>
      </div>
      <div className="flex-1 overflow-y-auto p-2">
        {combobox.suggesting ? <SearchSuggestions combobox={combobox} listboxId={`${id}-opt`} /> : <RecentSearchesList combobox={combobox} />}
      </div>
    </div>
  );
}

/**
 * Mobile search (SPEC §2): a bar, or an icon on product pages, that opens a full-screen drawer.
 * Focus returns to the opener when the drawer closes.
 */
export function SearchDrawer({ variant = 'bar', className = '' }: { variant?: 'bar' | 'icon'; className?: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={variant === 'icon' ? 'جستجو' : undefined}
        onClick={() => setOpen(true)}
        className={
          variant === 'icon'
            ? `rounded-lg p-2 ${className}`
            : `flex w-full items-center gap-2 rounded-lg bg-gray-100 px-4 py-2 text-start text-sm text-muted ${className}`
        }
      >
        {variant === 'icon' ? <SearchIcon className="size-6" /> : <><SearchIcon /><span>جستجو در محصولات</span></>}
      </button>
      {open ? <DrawerPanel id={id} onClose={close} /> : null}
    </>
  );
}
