'use client';

import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { Dialog } from '@/components/dialog';
import { RecentSearchesList } from './recent-searches-list';
import { CloseIcon, SearchIcon } from './search-icons';
import { SearchField } from './search-field';
import { SearchSuggestions } from './search-suggestions';
import { useSearchCombobox } from './use-search-combobox';

// It reads the browser's copy of the static data, whose schema (zod) stays out of every page's first load this way.
const DrawerCategories = dynamic(() => import('./drawer-categories').then((m) => m.DrawerCategories), { ssr: false });

/** The drawer's content; unmounted on close, which is what resets its text and results (SPEC §4). */
function DrawerPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const combobox = useSearchCombobox(`${id}-opt`, onClose);
  return (
    <>
      <div className="flex items-center gap-2 border-b border-line p-2">
        <SearchField combobox={combobox} inputId={`${id}-input`} listboxId={`${id}-opt`} expanded autoFocus className="min-w-0 flex-1" />
        <button type="button" aria-label="بستن جستجو" onClick={onClose} className="rounded-lg p-2 text-muted hover:text-ink">
          <CloseIcon className="size-6" />
        </button>
      </div>
      <div className="flex-1 overflow-y-auto p-2">
        {combobox.suggesting ? (
          <SearchSuggestions combobox={combobox} listboxId={`${id}-opt`} />
        ) : (
          <>
            <RecentSearchesList combobox={combobox} />
            <DrawerCategories onChoose={onClose} />
          </>
        )}
      </div>
    </>
  );
}

/**
 * Mobile search (SPEC §2): a bar, or an icon on product pages, that opens a full-screen drawer (a Dialog, which
 * gives focus back to the opener when it closes).
 */
export function SearchDrawer({ variant = 'bar', className = '' }: { variant?: 'bar' | 'icon'; className?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const close = () => setOpen(false);
  return (
    <>
      <button
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
      <Dialog open={open} onClose={close} label="جستجو" place="full" className="flex h-dvh flex-col bg-white">
        <DrawerPanel id={id} onClose={close} />
      </Dialog>
    </>
  );
}
