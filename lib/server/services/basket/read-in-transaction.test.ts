import { describe, expect, it } from 'vitest';
import { clearCache } from '@/lib/server/cache';
import { getDb } from '@/lib/server/db/client';
import { listPublicAttributes } from '@/lib/server/services/catalog/attributes';
import { loginWithCode } from '@/tests/auth';
import { makeProduct, userCall } from '@/tests/basket';
import { readBasket } from './read';

/** Fails the test instead of hanging it. */
const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms: a deadlock`)), ms))]);

describe('reading a basket inside a transaction', () => {
  it('never waits on a shared cache load that is itself queued behind the transaction', async () => {
    const { token } = await loginWithCode();
    const { variants } = await makeProduct();
    const added = await userCall('POST', '/user/addBasket', token, { productPropertyId: variants[0]!.id, qty: 1 });
    const basketId = added.basket!.extraObject.basket;
    clearCache();
    const read = getDb().transaction(async (tx) => {
      // Another request starts the attributes' cache load now; on PGlite (one connection) it queues behind this
      // transaction, so awaiting that same load from in here would never end.
      const outside = listPublicAttributes();
      const answer = await readBasket(tx, basketId, false, new Date());
      return { answer, outside };
    });
    const { answer, outside } = await within(10_000, read);
    expect(answer.data.map((i) => i.id)).toEqual([variants[0]!.id]);
    expect(answer.data[0]!.arrtib1).not.toBeNull();
    expect((await outside).length).toBeGreaterThan(0);
  });
});
