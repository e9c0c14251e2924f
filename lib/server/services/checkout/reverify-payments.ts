import 'server-only';
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { env } from '../../env';
import { payments } from '../../db/schema';
import { isPaymentPurpose } from '../payment/payment-purposes';
import { verifyPending, type VerifyOutcome } from './settle-payment';

const BATCH = 100;

/**
 * The re-verify job (docs/jobs.md): payments still pending PAYMENT_REVERIFY_AFTER_MINUTES after they started (the
 * browser never came back, or the gateway could not be reached when it did) are asked about again. One the bank
 * settled is completed as the callback would have; one it did not is failed ('abandoned'). Each runs in its own
 * transaction under the payment's row lock, skipping one a callback holds right now, so running it twice, or beside
 * a late callback, settles nothing twice. Throws when a gateway still cannot be reached, so the queue retries.
 */
export async function reverifyPendingPayments(at: Date = now()): Promise<Record<VerifyOutcome, number>> {
  const before = new Date(at.getTime() - env().PAYMENT_REVERIFY_AFTER_MINUTES * 60_000);
  const db = getDb();
  const due = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lte(payments.createdAt, before), isNotNull(payments.authority)))
    .orderBy(asc(payments.id))
    .limit(BATCH);
  const counts: Record<VerifyOutcome, number> = { paid: 0, refunded: 0, reversed: 0, failed: 0, unreachable: 0 };
  for (const { id } of due) {
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update', { skipLocked: true });
      if (!row || row.status !== 'pending' || !isPaymentPurpose(row.purpose)) return undefined;
      return verifyPending(tx, { ...row, purpose: row.purpose }, {});
    });
    if (outcome) counts[outcome] += 1;
  }
  if (counts.unreachable > 0) throw new Error(`${counts.unreachable} pending payment(s) could not be verified: the gateway did not answer`);
  return counts;
}
