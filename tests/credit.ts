import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { z } from 'zod';
import { getDb } from '@/lib/server/db/client';
import { companySettings, paymentEvents, payments } from '@/lib/server/db/schema';
import { loginWithCode } from './auth';
import { makeProduct, userCall } from './basket';
import { dataOf, makeAddress, place, userJson } from './orders';

export const startedSchema = z.object({ paymentId: z.number().int(), redirectUrl: z.string() });

export async function offerGateways(ids: string[]) {
  await getDb().update(companySettings).set({ validGateways: ids });
}

/** A number no other test uses, ending in the given digit (the sandboxes lend to even endings only). */
export const mobileEndingIn = (digit: number) => `0913${String(randomInt(1_000_000)).padStart(6, '0')}${digit}`;

/** A signed-in buyer (mobile ending in `digit`) with one phone of `price` toman in the basket and an address; order placed. */
export async function creditOrder(digit: number, price = 9_000_000) {
  const login = await loginWithCode(mobileEndingIn(digit));
  const { variants } = await makeProduct([{ price, stock: 5 }]);
  const added = await userCall('POST', '/user/addBasket', login.token, { productPropertyId: variants[0]!.id, qty: 1 });
  expect(added.status).toBe(200);
  const address = await makeAddress(login.token);
  const { placed } = await place(login.token, { addressId: address.id });
  return { ...login, orderId: placed!.orderId, variantId: variants[0]!.id };
}

export async function startCredit(token: string, orderId: number, gateway: string) {
  const res = await userJson('POST', `/user/orders/${orderId}/pay`, token, { gateway });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return dataOf(startedSchema, res.body);
}

export async function eventsOf(paymentId: number) {
  const rows = await getDb().select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).orderBy(paymentEvents.id);
  return rows.map((r) => r.kind);
}

export async function paymentRow(id: number) {
  const [row] = await getDb().select().from(payments).where(and(eq(payments.id, id)));
  return row!;
}
