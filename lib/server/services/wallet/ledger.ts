import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { walletEntries } from '../../db/schema';
import { ConflictError } from '../../errors';
import type { Tx } from '../auth/otp';

type Reader = Pick<Tx, 'select'>;

export async function walletBalance(userId: number, db: Reader = getDb()): Promise<number> {
  const [row] = await db.select({ balance: sql<string>`coalesce(sum(${walletEntries.amount}), 0)` }).from(walletEntries).where(eq(walletEntries.userId, userId));
  return Number(row?.balance ?? 0);
}

async function lockWallet(tx: Tx, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wallet'), ${userId})`);
}

export async function creditWallet(tx: Tx, entry: { userId: number; amount: number; kind: 'charge' | 'refund' | 'adjustment'; reference: string }): Promise<void> {
  await lockWallet(tx, entry.userId);
  await tx.insert(walletEntries).values({ userId: entry.userId, amount: entry.amount, reason: `${entry.kind}:${entry.reference}` });
}

export async function debitWallet(tx: Tx, entry: { userId: number; amount: number; kind: 'payment' | 'adjustment'; reference: string }): Promise<void> {
  await lockWallet(tx, entry.userId);
  if ((await walletBalance(entry.userId, tx)) < entry.amount) throw new ConflictError('موجودی کیف پول کافی نیست');
  await tx.insert(walletEntries).values({ userId: entry.userId, amount: -entry.amount, reason: `${entry.kind}:${entry.reference}` });
}
