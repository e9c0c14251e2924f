import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import type { WalletTransactions } from '@/lib/contracts/wallet';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { getDb } from '../../db/client';
import { walletEntries } from '../../db/schema';

/** The user's ledger, newest first. */
export async function walletTransactions(userId: number, page: number, size: number): Promise<WalletTransactions> {
  const db = getDb();
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId))
      .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: sql<number>`count(*)::int` }).from(walletEntries).where(eq(walletEntries.userId, userId)),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      amount: r.amount,
      kind: r.kind,
      title: r.reason,
      createdAt: r.createdAt.toISOString(),
      date: formatJalaliDateTime(r.createdAt),
    })),
    page,
    size,
    total: count?.n ?? 0,
  };
}
