import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { env } from '../env';
import { logger } from '../log/logger';
import { redis } from '../redis';
import { requestContextStorage } from '../request-context';
import { decodeEntry, encodeEntry, sizeOfEntry, tagsOf, ttlSeconds, type CacheControl, type PageEntry, type PageValue } from './page-entry';
import { expireTags, isExpired, loadExpiredTags } from './page-tags';

/**
 * The store behind Next's kept pages (ISR), in place of its unbounded files under .next (issue 25):
 * - this instance's copy in memory, bounded by PAGE_CACHE_MAX_MB with least-recently-used eviction;
 * - with Redis, a shared copy every instance reads, kept only as long as Next may serve it (page-entry.ts);
 * - expired tags (revalidatePath, revalidateTag) reach every instance at once (page-tags.ts);
 * - a 404 (an unknown product id or category slug) is never kept, so crawlers cannot fill it.
 * Next reaches it through lib/server/page-store/cache-handler.cjs.
 */
export type PageStore = {
  get(key: string): Promise<Omit<PageEntry, 'tags'> | null>;
  set(key: string, value: PageValue | null, ctx?: { cacheControl?: CacheControl; tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
};

const MB = 1024 * 1024;

/**
 * When the render that will store a page began: the read that found it missing or stale, in the request that read
 * it (Next renders in that request's context, in the background for a stale page). A page whose render began before
 * one of its tags expired is stored as older than that expiry, so the next request renders it again: it may have been
 * made from data the change had not reached yet. Outside a request (no context), the time it is stored.
 */
function noteRenderStart(key: string, at: number): void {
  const context = requestContextStorage().getStore();
  if (!context) return;
  context.pageRenderStarts ??= new Map();
  if (!context.pageRenderStarts.has(key)) context.pageRenderStarts.set(key, at);
}

function takeRenderStart(key: string): number | undefined {
  const starts = requestContextStorage().getStore()?.pageRenderStarts;
  const at = starts?.get(key);
  starts?.delete(key);
  return at;
}

function isStale(entry: PageEntry, now: number): boolean {
  const revalidate = entry.cacheControl?.revalidate;
  return typeof revalidate === 'number' && entry.lastModified + revalidate * 1000 <= now;
}

export function createPageStore(options: { buildId: string; maxBytes: number }): PageStore {
  const local = new LRUCache<string, PageEntry>({ maxSize: options.maxBytes, maxEntrySize: options.maxBytes / 4, sizeCalculation: sizeOfEntry });
  const reading = new Map<string, Promise<PageEntry | null>>();
  const remoteKey = (key: string) => `page:${options.buildId}:${key}`;
  const remote = () => {
    const client = redis();
    // Down or reconnecting: serve from memory rather than wait for it.
    return client?.status === 'ready' ? client : null;
  };

  async function readRemote(key: string): Promise<PageEntry | null> {
    const client = remote();
    if (!client) return null;
    let pending = reading.get(key);
    if (!pending) {
      pending = client
        .getBuffer(remoteKey(key))
        .then((bytes) => (bytes ? decodeEntry(bytes) : null))
        .catch((err: unknown) => {
          logger().error({ err, key }, 'reading a kept page from Redis failed');
          return null;
        })
        .finally(() => reading.delete(key));
      reading.set(key, pending);
    }
    return pending;
  }

  async function writeRemote(key: string, entry: PageEntry | null): Promise<void> {
    const client = remote();
    if (!client) return;
    try {
      if (entry) await client.set(remoteKey(key), await encodeEntry(entry), 'EX', ttlSeconds(entry.cacheControl));
      else await client.del(remoteKey(key));
    } catch (err) {
      logger().error({ err, key }, 'writing a kept page to Redis failed');
    }
  }

  return {
    async get(key) {
      const now = Date.now();
      let entry = local.get(key) ?? null;
      if (!entry || isStale(entry, now) || isExpired(entry)) {
        // Another instance may have rendered it since.
        const shared = await readRemote(key);
        if (shared && (!entry || shared.lastModified > entry.lastModified) && !isExpired(shared)) {
          entry = shared;
          local.set(key, entry);
        }
      }
      if (entry && isExpired(entry)) {
        local.delete(key);
        entry = null;
      }
      if (!entry || isStale(entry, now)) noteRenderStart(key, now);
      return entry ? { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl } : null;
    },

    async set(key, value, ctx) {
      const startedAt = takeRenderStart(key) ?? Date.now();
      if (!value || (value.kind === 'APP_PAGE' && value.status === 404)) {
        local.delete(key);
        await writeRemote(key, null);
        return;
      }
      const entry: PageEntry = { lastModified: startedAt, value, cacheControl: ctx?.cacheControl, tags: tagsOf(value, ctx?.tags) };
      local.set(key, entry);
      // Not awaited: the visitor who caused the render need not wait for Redis.
      void writeRemote(key, entry);
    },

    async revalidateTag(tags) {
      await expireTags(typeof tags === 'string' ? [tags] : tags);
    },
  };
}

/** What lib/server/page-store/cache-handler.cjs finds on globalThis: the store of the build it serves. */
export type PageStoreHost = { open(serverDistDir: string | undefined): PageStore };

const KEY = Symbol.for('vitrin.page-store');
const holder = globalThis as unknown as Record<symbol, PageStoreHost | undefined>;

// Entries are the build's own (their HTML names its script files): a new build never reads an older one's.
function buildIdOf(serverDistDir: string | undefined): string {
  try {
    return readFileSync(path.join(serverDistDir ?? '.next/server', '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'development';
  }
}

/** At start (instrumentation.ts): the page store Next's cache handler uses in this process. */
export async function registerPageStore(): Promise<void> {
  if (holder[KEY]) return;
  let store: PageStore | undefined;
  holder[KEY] = {
    open: (serverDistDir) => (store ??= createPageStore({ buildId: buildIdOf(serverDistDir), maxBytes: env().PAGE_CACHE_MAX_MB * MB })),
  };
  await loadExpiredTags();
}
