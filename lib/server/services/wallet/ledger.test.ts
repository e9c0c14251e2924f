import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { freshMobile } from '@/tests/auth';
import { creditWallet, debitWallet, walletBalance } from './ledger';

async function newUser(): Promise<number> {
  const [row] = await getDb().insert(users).values({ mobile: freshMobile() }).returning({ id: users.id });
  return row!.id;
}

describe('wallet ledger', () => {
  it('never goes below zero under 20 parallel debits', async () => {
    const userId = await newUser();
    await getDb().transaction((tx) => creditWallet(tx, { userId, amount: 7_000, kind: 'charge', reference: `test:${userId}` }));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        getDb().transaction((tx) => debitWallet(tx, { userId, amount: 1_000, kind: 'payment', reference: `order:${userId}-${i}` })),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(13);
    for (const r of refused) expect(r.reason).toMatchObject({ status: 409, message: 'موجودی کیف پول کافی نیست' });
    expect(await walletBalance(userId)).toBe(0);
  });

  it('takes one charge, payment or refund per reference; adjustments may repeat', async () => {
    const userId = await newUser();
    const entry = { userId, amount: 5_000, kind: 'refund', reference: `order:${userId}` } as const;
    await getDb().transaction((tx) => creditWallet(tx, entry));
    await expect(getDb().transaction((tx) => creditWallet(tx, entry))).rejects.toMatchObject({ status: 409 });
    // The refused entry leaves the caller's transaction usable.
    await getDb().transaction(async (tx) => {
      await expect(creditWallet(tx, entry)).rejects.toMatchObject({ status: 409 });
      await creditWallet(tx, { userId, amount: 1, kind: 'adjustment', reference: 'fix' });
      await creditWallet(tx, { userId, amount: 1, kind: 'adjustment', reference: 'fix' });
    });
    expect(await walletBalance(userId)).toBe(5_002);
  });

  it('refuses a debit over the balance and amounts that are not positive whole toman', async () => {
    const userId = await newUser();
    await expect(getDb().transaction((tx) => debitWallet(tx, { userId, amount: 1, kind: 'payment', reference: 'x' }))).rejects.toMatchObject({ status: 409 });
    for (const amount of [0, -5, 1.5]) {
      await expect(getDb().transaction((tx) => creditWallet(tx, { userId, amount, kind: 'adjustment', reference: 'x' }))).rejects.toThrow(RangeError);
    }
    expect(await walletBalance(userId)).toBe(0);
  });
});
