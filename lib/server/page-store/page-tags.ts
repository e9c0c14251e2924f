import 'server-only';
import { fleetBusEnabled, onFleetMessage, publishToFleet } from '../fleet-bus';
import { logger } from '../log/logger';
import { redis } from '../redis';
import type { PageEntry } from './page-entry';

/** Redis hash: tag → when it last expired (ms), for instances that start later or missed a message. */
const TAGS_KEY = 'page-tags';
/** No kept page lives longer (page-entry.ts), so older expiries decide nothing. */
const FORGET_AFTER_MS = 24 * 3600 * 1000;

const holder = globalThis as unknown as { __vitrinPageTags?: Map<string, number> };

function expiries(): Map<string, number> {
  if (!holder.__vitrinPageTags) {
    const map = new Map<string, number>();
    holder.__vitrinPageTags = map;
    if (fleetBusEnabled()) {
      onFleetMessage({
        // The time this instance heard of it, not the sender's clock: whatever this instance rendered before
        // hearing it is expired, whatever the clocks of the machines say.
        onMessage: (message) => {
          if (message.kind === 'page-tags') for (const tag of message.tags) raise(map, tag, Math.max(message.at, Date.now()));
        },
        onGap: () => void reload(map),
      });
    }
  }
  return holder.__vitrinPageTags;
}

function raise(map: Map<string, number>, tag: string, at: number): void {
  if ((map.get(tag) ?? 0) < at) map.set(tag, at);
}

async function reload(map: Map<string, number>): Promise<void> {
  const client = redis();
  if (!client) return;
  try {
    const stored = await client.hgetall(TAGS_KEY);
    const old: string[] = [];
    for (const [tag, at] of Object.entries(stored)) {
      if (Number(at) < Date.now() - FORGET_AFTER_MS) old.push(tag);
      else raise(map, tag, Number(at));
    }
    if (old.length > 0) await client.hdel(TAGS_KEY, ...old);
  } catch (err) {
    logger().error({ err }, 'reading the kept pages’ expired tags from Redis failed');
  }
}

/** True when one of the entry's tags expired after the entry was rendered. */
export function isExpired(entry: PageEntry): boolean {
  const map = expiries();
  return entry.tags.some((tag) => (map.get(tag) ?? 0) >= entry.lastModified);
}

/** Expires the tags here at once, and on every other instance through Redis. */
export async function expireTags(tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  const at = Date.now();
  const map = expiries();
  for (const tag of tags) raise(map, tag, at);
  const client = redis();
  if (!client) return;
  try {
    await client.hset(TAGS_KEY, Object.fromEntries(tags.map((tag) => [tag, String(at)])));
  } catch (err) {
    logger().error({ err }, 'storing expired tags in Redis failed');
  }
  await publishToFleet({ kind: 'page-tags', tags: [...tags], at });
}

/** At start: the expiries other instances stored while this one was not listening. */
export async function loadExpiredTags(): Promise<void> {
  await reload(expiries());
}
