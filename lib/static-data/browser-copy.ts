import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { staticDataSchema, type StaticData } from '@/lib/contracts/content';

/** SPEC §3 local storage key. */
export const STATIC_DATA_KEY = 'staticData';
/** SPEC §7. */
export const STATIC_DATA_PATH = '/public/getStaticsData';
/** Browsers and CDNs may keep the answer a minute too (`PUBLIC_CACHE` of the statics handlers), so the copy is as fresh. */
export const STATIC_DATA_FRESH_MS = 60_000;

/** The answer as stored: its ETag (null when the API sent none), when it was last confirmed, and the data. */
const storedSchema = z.object({ etag: z.string().min(1).nullable(), checkedAt: z.number(), data: staticDataSchema });
export type StoredStaticData = z.infer<typeof storedSchema>;

function forget(): void {
  try {
    window.localStorage.removeItem(STATIC_DATA_KEY);
  } catch {
    // Storage is blocked (a private window, a policy): there is no copy to drop.
  }
}

function store(copy: StoredStaticData): void {
  try {
    window.localStorage.setItem(STATIC_DATA_KEY, JSON.stringify(copy));
  } catch {
    // Full or blocked storage only costs the next page load its head start.
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * The copy this browser holds, checked against the schema this build expects: a corrupt copy, or one written by
 * a build with another shape, is removed and reads as none. Null on the server.
 */
export function readStoredStaticData(): StoredStaticData | null {
  if (typeof window === 'undefined') return null;
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(STATIC_DATA_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  const parsed = storedSchema.safeParse(parseJson(raw));
  if (parsed.success) return parsed.data;
  forget();
  return null;
}

/**
 * Asks the server whether the stored copy is current (If-None-Match with its ETag): 304 keeps it, 200 replaces it.
 * An answer this build cannot read drops the copy and gives null, so no screen shows data of a shape it was not
 * written for.
 */
export async function revalidateStaticData(): Promise<StaticData | null> {
  const stored = readStoredStaticData();
  const res = await apiClient.get<{ data: unknown } | null>(STATIC_DATA_PATH, stored?.etag ? { ifNoneMatch: stored.etag } : undefined);
  if (res.status === 304 && stored) {
    store({ ...stored, checkedAt: Date.now() });
    return stored.data;
  }
  const parsed = staticDataSchema.safeParse(res.data?.data);
  if (!parsed.success) {
    forget();
    return null;
  }
  store({ etag: res.etag ?? null, checkedAt: Date.now(), data: parsed.data });
  return parsed.data;
}

export const staticDataQueryKey = ['static-data'] as const;

/**
 * The stored copy is the query's first data, dated when it was last confirmed: a screen draws it at once, and the
 * query asks the server in the background when it is older than a minute, on mount and when the tab is shown again.
 */
export function staticDataQueryOptions() {
  // Both first-data callbacks run when the query is made; the copy is read and checked once for them.
  let first: StoredStaticData | null | undefined;
  const stored = () => (first === undefined ? (first = readStoredStaticData()) : first);
  return queryOptions({
    queryKey: staticDataQueryKey,
    queryFn: revalidateStaticData,
    initialData: () => stored()?.data,
    initialDataUpdatedAt: () => stored()?.checkedAt,
    staleTime: STATIC_DATA_FRESH_MS,
    refetchOnWindowFocus: true,
  });
}
