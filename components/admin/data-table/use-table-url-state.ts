'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/lib/contracts/admin/paging';

export type TableSort = { id: string; desc: boolean };

export type TableUrlState = {
  page: number;
  pageSize: number;
  sort: TableSort;
  q: string;
  /** The list's own filters, by query parameter name; absent when off. */
  filters: Record<string, string>;
  /** The API query of the list's endpoint: page, pageSize, sort, order, q and the filters (same names as the URL). */
  query: Record<string, string | number>;
  /** Changes parameters (undefined or '' removes one); any change but the page's own goes back to page 1. */
  update: (patch: Record<string, string | number | undefined>) => void;
};

/** `filters` lists the list's filter parameters: keep it a constant outside the component. */
type Options = { defaultSort: TableSort; filters?: readonly string[]; defaultPageSize?: number };

const NO_FILTERS: readonly string[] = [];

const positive = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * A server-paged table's state lives in the URL (page, pageSize, sort, order, q and the filters), so a reload, the
 * back button or a shared link shows the same rows. Defaults are left out of the URL.
 */
export function useTableUrlState({ defaultSort, filters: filterNames = NO_FILTERS, defaultPageSize = DEFAULT_PAGE_SIZE }: Options): TableUrlState {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();

  const state = useMemo(() => {
    const pageSize = positive(params.get('pageSize'), defaultPageSize);
    const sortId = params.get('sort') ?? defaultSort.id;
    const order = params.get('order');
    const sort = { id: sortId, desc: order ? order === 'desc' : sortId === defaultSort.id ? defaultSort.desc : false };
    const filters: Record<string, string> = {};
    for (const name of filterNames) {
      const value = params.get(name);
      if (value) filters[name] = value;
    }
    return {
      page: positive(params.get('page'), 1),
      pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : defaultPageSize,
      sort,
      q: params.get('q') ?? '',
      filters,
    };
  }, [params, defaultSort.id, defaultSort.desc, defaultPageSize, filterNames]);

  const update = useCallback(
    (patch: Record<string, string | number | undefined>) => {
      const next = new URLSearchParams(params.toString());
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in patch)) next.delete('page');
      if (next.get('page') === '1') next.delete('page');
      if (next.get('pageSize') === String(defaultPageSize)) next.delete('pageSize');
      const qs = next.toString();
      router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
    },
    [params, router, pathname, defaultPageSize],
  );

  const query = useMemo(
    () => ({
      page: state.page,
      pageSize: state.pageSize,
      sort: state.sort.id,
      order: state.sort.desc ? 'desc' : 'asc',
      ...(state.q ? { q: state.q } : {}),
      ...state.filters,
    }),
    [state],
  );

  return { ...state, query, update };
}
