import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { walletMessages } from '@/lib/contracts/wallet-messages';
import { now } from '../../clock';
import { getDb, type Db } from '../../db/client';
import { users, walletEntries, type WalletEntryKind } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import type { Tx } from '../../db/client';

type Reader = Pick<Db, 'select'>;

type Entry<K extends WalletEntryKind> = {
  userId: number;
  /** Toman, a positive integer; debits are stored negated. */
  amount: number;
  kind: K;
  /** What the entry is for ('payment:12', 'order:7'); a second charge, payment or refund with it fails (409). */
  reference: string;
  /** The label of the transaction list; the kind's label when absent. */
  description?: string;
};

/** The balance is the sum of the user's entries (DESIGN.md "Data": the ledger is the truth). */
export async function walletBalance(userId: number, db: Reader = getDb()): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${walletEntries.amount}), 0)` })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId));
  return Number(row?.balance ?? 0);
}

/**
 * Every change of one wallet first takes its owner's row lock, so the balance read next cannot move until the
 * transaction ends. NO KEY UPDATE leaves the key-share locks of foreign keys (new sessions, baskets) unblocked.
 */
async function lockWallet(tx: Tx, userId: number): Promise<void> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  if (!row) throw new NotFoundError();
}

function checkedAmount(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`wallet amount must be a positive integer toman, got ${amount}`);
  return amount;
}

async function uniqueReference(tx: Tx, kind: WalletEntryKind, reference: string, write: () => Promise<unknown>) {
  if (kind === 'adjustment') return write();
  // A savepoint, so a duplicate reference leaves the caller's transaction usable and answers 409.
  try {
    await tx.transaction(async () => {
      await write();
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(walletMessages.duplicateReference);
    throw err;
  }
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Answers the new entry's id. */
export async function creditWallet(tx: Tx, entry: Entry<'charge' | 'refund' | 'adjustment'>): Promise<number> {
  const amount = checkedAmount(entry.amount);
  await lockWallet(tx, entry.userId);
  let id = 0;
  await uniqueReference(tx, entry.kind, entry.reference, async () => {
    const [row] = await tx
      .insert(walletEntries)
      .values({
        userId: entry.userId,
        amount,
        kind: entry.kind,
        reference: entry.reference,
        reason: entry.description ?? walletMessages.kinds[entry.kind],
        createdAt: now(),
      })
      .returning({ id: walletEntries.id });
    id = row!.id;
  });
  return id;
}

/** Throws a ConflictError (409, 'موجودی کیف پول کافی نیست') when the balance would go below zero; safe under parallel calls. */
export async function debitWallet(tx: Tx, entry: Entry<'payment' | 'adjustment'>): Promise<void> {
  const amount = checkedAmount(entry.amount);
  await lockWallet(tx, entry.userId);
  if ((await walletBalance(entry.userId, tx)) < amount) throw new ConflictError(walletMessages.insufficient);
  await uniqueReference(tx, entry.kind, entry.reference, () =>
    tx.insert(walletEntries).values({
      userId: entry.userId,
      amount: -amount,
      kind: entry.kind,
      reference: entry.reference,
      reason: entry.description ?? walletMessages.kinds[entry.kind],
      createdAt: now(),
    }),
  );
}
