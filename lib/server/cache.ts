import 'server-only';

type Entry = { expires: number; value: Promise<unknown>; tags: readonly string[] };

const entries = new Map<string, Entry>();

/** Default freshness of shared reads: operators' changes show within a minute everywhere. */
export const DEFAULT_TTL_MS = 60_000;

/**
 * In-process read-through cache for data every page needs (settings, menus, categories).
 * Concurrent callers share one in-flight promise; a failed read is not kept.
 */
export function cached<T>(key: string, tags: readonly string[], load: () => Promise<T>, ttlMs = DEFAULT_TTL_MS): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
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
