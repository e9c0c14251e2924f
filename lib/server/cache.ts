import 'server-only';
import { LRUCache } from 'lru-cache';
import { env } from './env';
import { fleetBusEnabled, onFleetMessage, publishToFleet } from './fleet-bus';

type Entry = { expires: number; value: unknown; tags: readonly string[] };
type Loading = { value: Promise<unknown>; tags: readonly string[] };
type State = { kept: LRUCache<string, Entry>; loading: Map<string, Loading> };

/** Default freshness of shared reads; an operator's change through the service layer drops them at once. */
export const DEFAULT_TTL_MS = 30_000;

const MB = 1024 * 1024;

// The JSON size of a value stands for its memory (objects take a small multiple of it on the heap); a value JSON
// cannot write counts as 64 KB.
function sizeOf(value: unknown): number {
  try {
    return Math.max(1, JSON.stringify(value ?? null).length);
  } catch {
    return 64 * 1024;
  }
}

// On globalThis: Next bundles every route separately, and an operator's change made through the API route must
// clear what the page routes cached too.
const holder = globalThis as unknown as { __vitrinCache?: State };

function state(): State {
  if (!holder.__vitrinCache) {
    const cache: State = {
      // Every filter combination of a listing is its own key: the bound keeps crawlers from growing memory.
      kept: new LRUCache<string, Entry>({ maxSize: env().CACHE_MAX_MB * MB, sizeCalculation: (e) => sizeOf(e.value) }),
      loading: new Map(),
    };
    holder.__vitrinCache = cache;
    // Other instances' changes arrive through Redis (REDIS_URL); messages missed while it was away could have
    // named anything, so a gap empties the cache.
    if (fleetBusEnabled()) {
      onFleetMessage({
        onMessage: (message) => {
          if (message.kind === 'data-tag') dropTag(cache, message.tag);
        },
        onGap: () => clear(cache),
      });
    }
  }
  return holder.__vitrinCache;
}

/**
 * In-process read-through cache for data every page needs (settings, menus, categories, listings), bounded by
 * CACHE_MAX_MB with least-recently-used eviction. Concurrent callers share one in-flight load; a failed load is
 * not kept, and neither is one that a tag invalidation overtook.
 */
export function cached<T>(key: string, tags: readonly string[], load: () => Promise<T>, ttlMs = DEFAULT_TTL_MS): Promise<T> {
  const cache = state();
  const now = Date.now();
  const hit = cache.kept.get(key);
  if (hit && hit.expires > now) return Promise.resolve(hit.value as T);
  const inFlight = cache.loading.get(key);
  if (inFlight) return inFlight.value as Promise<T>;
  const value = load();
  const loading: Loading = { value, tags };
  cache.loading.set(key, loading);
  value.then(
    (result) => {
      // Still ours: no invalidation dropped this load while it ran.
      if (cache.loading.get(key) !== loading) return;
      cache.loading.delete(key);
      cache.kept.set(key, { expires: now + ttlMs, value: result, tags });
    },
    () => {
      if (cache.loading.get(key) === loading) cache.loading.delete(key);
    },
  );
  return value;
}

function dropTag(cache: State, tag: string): void {
  for (const [key, entry] of cache.kept.entries()) if (entry.tags.includes(tag)) cache.kept.delete(key);
  for (const [key, entry] of cache.loading) if (entry.tags.includes(tag)) cache.loading.delete(key);
}

function clear(cache: State): void {
  cache.kept.clear();
  cache.loading.clear();
}

/**
 * Writes through the service layer call this after they commit: the change shows at once on this instance, and
 * within milliseconds on every other one (Redis pub/sub, when REDIS_URL is set).
 */
export function invalidateTag(tag: string): void {
  dropTag(state(), tag);
  void publishToFleet({ kind: 'data-tag', tag });
}

export function clearCache(): void {
  clear(state());
}
