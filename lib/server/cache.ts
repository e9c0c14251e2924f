import 'server-only';

type Entry = { expires: number; value: Promise<unknown>; tags: readonly string[] };

// On globalThis: Next bundles every route separately, and an operator's change made through the API
// route must clear what the page routes cached too.
const holder = globalThis as unknown as { __vitrinCache?: Map<string, Entry> };
const entries = (holder.__vitrinCache ??= new Map<string, Entry>());

/** Default freshness of shared reads; with the kept pages' own 30 seconds (rendered-pages.ts) a change shows within a minute. */
export const DEFAULT_TTL_MS = 30_000;

/** Every filter combination of a listing is its own key: a bound keeps crawlers from growing memory. */
export const MAX_ENTRIES = 2_000;

function makeRoom(now: number): void {
  if (entries.size < MAX_ENTRIES) return;
  for (const [key, entry] of entries) if (entry.expires <= now) entries.delete(key);
  // Still full: drop the oldest insertions (a Map iterates in insertion order).
  for (const key of entries.keys()) {
    if (entries.size < MAX_ENTRIES) break;
    entries.delete(key);
  }
}

/**
 * In-process read-through cache for data every page needs (settings, menus, categories).
 * Concurrent callers share one in-flight promise; a failed read is not kept.
 */
export function cached<T>(key: string, tags: readonly string[], load: () => Promise<T>, ttlMs = DEFAULT_TTL_MS): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  entries.delete(key);
  makeRoom(now);
  entries.set(key, { expires: now + ttlMs, value, tags });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

/** Writes through the service layer call this so their change shows at once on this instance. */
export function invalidateTag(tag: string): void {
  for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
}

export function clearCache(): void {
  entries.clear();
}
