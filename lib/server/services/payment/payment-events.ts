import 'server-only';
import { now } from '../../clock';
import { paymentEvents } from '../../db/schema';
import type { Tx } from '../../db/client';

/** One line of a payment's history with its gateway: refusals, replays, and the after-sale calls. */
export async function logEvent(tx: Tx, gateway: string, kind: string, paymentId: number | null, detail: Record<string, unknown>) {
  await tx.insert(paymentEvents).values({ gateway, kind, paymentId, detail, createdAt: now() });
}
