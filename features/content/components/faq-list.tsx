'use client';

import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { FaqGroup } from '@/lib/contracts/faq';
import { toPersianDigits } from '@/lib/format/digits';
import { normalizeSearchText } from '@/lib/search/normalize';

function filterFaq(groups: FaqGroup[], query: string): FaqGroup[] {
  const q = normalizeSearchText(query);
  if (!q) return groups;
  return groups
    .map((g) => ({ ...g, items: g.items.filter((i) => normalizeSearchText(`${i.question} ${i.answer}`).includes(q)) }))
    .filter((g) => g.items.length > 0);
}

/** The FAQ grouped by subject, with a search box that filters it in the page (SPEC §2 /faq). */
export function FaqList({ groups }: { groups: FaqGroup[] }) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = useMemo(() => filterFaq(groups, deferred), [groups, deferred]);
  const inputId = useId();
  const searching = normalizeSearchText(deferred) !== '';
  return (
    <div className="space-y-6">
      <div role="search" aria-label="جستجو در سوالات">
        <label htmlFor={inputId} className="mb-2 block text-sm font-bold">
          جستجو در سوالات
        </label>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="مثلا: ارسال، اقساط، گارانتی"
          className="w-full rounded-lg border border-line bg-white px-4 py-3 text-sm"
        />
      </div>
      <p role="status" className="text-sm text-muted">
        {searching ? (shown.length === 0 ? 'سوالی با این عبارت پیدا نشد.' : `${toPersianDigits(shown.reduce((n, g) => n + g.items.length, 0))} سوال پیدا شد.`) : null}
      </p>
      {shown.map((group) => (
        <section key={group.id} aria-labelledby={`faq-group-${group.id}`}>
          <h2 id={`faq-group-${group.id}`} className="mb-3 text-lg font-bold">
            {group.title}
          </h2>
          <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-white">
            {group.items.map((item) => (
              <li key={item.id}>
                <details className="group" open={searching}>
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-4 font-medium [&::-webkit-details-marker]:hidden">
                    {item.question}
                    <span aria-hidden className="shrink-0 text-xl text-muted transition-transform group-open:rotate-45">
                      +
                    </span>
                  </summary>
                  <p className="px-4 pb-4 text-sm leading-7 text-muted">{item.answer}</p>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
