'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent, ReactNode } from 'react';
import { toLatinDigits } from '@/lib/format/digits';

/** Blank fields are dropped and typed prices reduced to digits, so the URL carries only real filters. */
export function filtersUrl(action: string, data: FormData): string {
  const params = new URLSearchParams();
  for (const [key, value] of data) {
    if (typeof value !== 'string') continue;
    const clean = key === 'priceMin' || key === 'priceMax' ? toLatinDigits(value).replace(/[^\d]/g, '') : value.trim();
    if (clean !== '') params.append(key, clean);
  }
  const query = params.toString();
  return query ? `${action}?${query}` : action;
}

/**
 * A GET form: without JavaScript the browser submits it as is; with it, the same URL minus the
 * blanks is opened by client navigation.
 */
export function FiltersForm({ action, className, children }: { action: string; className?: string; children: ReactNode }) {
  const router = useRouter();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    router.push(filtersUrl(action, new FormData(event.currentTarget)));
  };
  return (
    <form action={action} method="get" onSubmit={submit} className={className}>
      {children}
    </form>
  );
}
