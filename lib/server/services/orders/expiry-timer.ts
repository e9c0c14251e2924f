import 'server-only';
import { releaseExpiredOrders } from './place-order';

const EVERY_MS = 60_000;

/**
 * Gives back the units of unpaid orders whose time ran out, once a minute. Reads of orders also release the
 * reader's own, so the timer only keeps stock right for shoppers who never come back.
 */
export function startOrderExpiry(): void {
  const holder = globalThis as unknown as { __vitrinOrderExpiry?: NodeJS.Timeout };
  if (holder.__vitrinOrderExpiry) return;
  holder.__vitrinOrderExpiry = setInterval(() => {
    releaseExpiredOrders().catch((err: unknown) => console.warn('[orders] releasing expired orders failed:', err));
  }, EVERY_MS);
  holder.__vitrinOrderExpiry.unref();
}
