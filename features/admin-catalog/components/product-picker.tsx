'use client';

import { useEffect, useId, useState } from 'react';
import { inputClass } from '@/components/admin/form/field';
import type { ProductPick } from '@/lib/contracts/admin/products';
import { toPersianDigits } from '@/lib/format/digits';
import { imageUrl } from '@/lib/images';
import { useProductSearch } from '../api/search-products';

/** The typed text, once typing has paused, so each key press does not become a request. */
function useSettled(text: string, ms = 250): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

export function PickThumb({ pick }: { pick: ProductPick }) {
  return pick.picture ? (
    // eslint-disable-next-line @next/next/no-img-element -- the console shows the served size as it is
    <img src={imageUrl(pick.picture, { width: 64 })} alt="" className="size-8 shrink-0 rounded border border-line bg-gray-50 object-contain" loading="lazy" />
  ) : (
    <span aria-hidden className="size-8 shrink-0 rounded border border-line bg-gray-50" />
  );
}

/**
 * Finds a product by typing its name (any spelling of Persian letters), id or SKU, and hands the one chosen to
 * `onPick`. The results are a list of buttons under the box, so a keyboard reaches them with Tab.
 */
export function ProductPicker({ label, exclude = [], onPick, disabled }: { label: string; exclude?: readonly number[]; onPick: (pick: ProductPick) => void; disabled?: boolean }) {
  const id = useId();
  const [text, setText] = useState('');
  const q = useSettled(text.trim());
  const found = useProductSearch(q);
  const results = q.length >= 2 ? (found.data ?? []).filter((p) => !exclude.includes(p.id)) : [];
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input id={id} type="search" className={inputClass} value={text} onChange={(e) => setText(e.target.value)} placeholder="نام کالا، شناسه یا کد کالا" autoComplete="off" disabled={disabled} aria-describedby={`${id}-status`} />
      <p id={`${id}-status`} role="status" className="text-xs text-muted">
        {q.length < 2 ? 'دست‌کم دو حرف بنویسید' : found.isFetching ? 'در حال جست‌وجو…' : results.length === 0 ? 'کالایی پیدا نشد' : `${toPersianDigits(results.length)} کالا`}
      </p>
      {results.length > 0 ? (
        <ul className="flex max-h-64 flex-col overflow-auto rounded-lg border border-line" aria-label={`نتیجه‌های ${label}`}>
          {results.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="flex min-h-10 w-full items-center gap-2 px-3 py-1 text-start text-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand"
                onClick={() => {
                  onPick(p);
                  setText('');
                }}
              >
                <PickThumb pick={p} />
                <span className="flex-1">{p.title}</span>
                <bdi className="text-xs text-muted">#{toPersianDigits(p.id)}</bdi>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
