'use client';

import { useState } from 'react';
import { useProductSearch, type PickedProduct } from '../api/search-products';

/** Related products picked by name: a search field, its matches to add, and the picked ones to remove. */
export function ProductPicker({ value, onChange, max }: { value: PickedProduct[]; onChange: (next: PickedProduct[]) => void; max: number }) {
  const [term, setTerm] = useState('');
  const found = useProductSearch(term);
  const picked = new Set(value.map((p) => p.id));
  const matches = found.data?.filter((p) => !picked.has(p.id)) ?? [];
  const full = value.length >= max;
  return (
    <fieldset className="space-y-2">
      <legend>کالاهای مرتبط (حداکثر {new Intl.NumberFormat('fa-IR').format(max)})</legend>
      {value.length ? (
        <ul aria-label="کالاهای انتخاب‌شده" className="flex flex-wrap gap-2">
          {value.map((p) => (
            <li key={p.id} className="flex items-center gap-1 rounded-full bg-gray-100 ps-3 pe-1 py-1 text-xs">
              {p.title}
              <button type="button" onClick={() => onChange(value.filter((v) => v.id !== p.id))} aria-label={`برداشتن ${p.title}`} className="rounded-full px-2 hover:bg-gray-200">
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label className="block">
        جستجوی کالا با نام
        <input value={term} disabled={full} onChange={(e) => setTerm(e.target.value)} className="mt-1 block w-full rounded-lg border border-line p-2" />
      </label>
      {term.trim().length >= 2 && found.data && matches.length === 0 ? <p className="text-muted">کالایی با این نام نیست.</p> : null}
      {matches.length && !full ? (
        <ul aria-label="کالاهای یافته" className="space-y-1">
          {matches.map((p) => (
            <li key={p.id}>
              <button type="button" onClick={() => onChange([...value, p])} className="w-full rounded-lg border border-line p-2 text-start hover:bg-gray-50">
                {p.title}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
