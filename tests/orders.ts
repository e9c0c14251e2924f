import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { addressSchema, orderDetailSchema, placedOrderSchema, type PlaceOrderBody } from '@/lib/contracts/orders';
import { envelope } from '@/lib/contracts/envelope';
import { getDb } from '@/lib/server/db/client';
import { branches, productVariants, walletEntries } from '@/lib/server/db/schema';
import { callApi } from './api';
import { loginWithCode } from './auth';
import { makeProduct, userCall } from './basket';

/** A JSON call with the user's bearer token. */
export function userJson(method: string, path: string, token: string, body?: unknown) {
  return callApi(path, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** A city with one of the shop's branches (courier rides there) and its branch. */
export async function branchCity() {
  const [row] = await getDb().select({ branchId: branches.id, cityId: branches.cityId, provinceId: branches.provinceId }).from(branches).where(eq(branches.kind, 'branch')).limit(1);
  return row!;
}

export async function addressFields(overrides: Record<string, unknown> = {}) {
  const { cityId, provinceId } = await branchCity();
  return { provinceId, cityId, address: 'خیابان آزادی، کوچه بهار، پلاک ۱۲', postalCode: '۱۲۳۴۵۶۷۸۹۰', receiverName: 'مریم رضایی', receiverMobile: '09121234567', ...overrides };
}

export async function makeAddress(token: string, overrides: Record<string, unknown> = {}) {
  const res = await userJson('POST', '/user/addresses', token, await addressFields(overrides));
  if (res.status !== 200) throw new Error(`address answered ${res.status}: ${JSON.stringify(res.body)}`);
  return envelope(addressSchema).parse(res.body).data;
}

export async function giveWallet(userId: number, amount: number) {
  await getDb().insert(walletEntries).values({ userId, amount, reason: 'adjustment:test' });
}

export async function stockOf(variantId: number) {
  const [row] = await getDb().select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId));
  return row!.stock;
}

/** A signed-in buyer with an address and `qty` of a fresh product in the basket. */
export async function buyerWithBasket(spec: Parameters<typeof makeProduct>[0] = [{ price: 10_000_000, discountPrice: 9_000_000, stock: 5 }], qty = 1) {
  const login = await loginWithCode();
  const { product, variants } = await makeProduct(spec);
  const added = await userCall('POST', '/user/addBasket', login.token, { productPropertyId: variants[0]!.id, qty });
  if (added.status !== 200) throw new Error(`addBasket answered ${added.status}: ${JSON.stringify(added.body)}`);
  const address = await makeAddress(login.token);
  return { ...login, product, variant: variants[0]!, address };
}

export async function place(token: string, body: Partial<PlaceOrderBody> & { addressId?: number }) {
  const res = await userJson('POST', '/user/orders', token, { shippingMethod: 'post', paymentMethod: 'gateway', ...body });
  return { ...res, placed: res.status === 200 ? envelope(placedOrderSchema).parse(res.body).data : undefined };
}

export async function orderOf(token: string, id: number) {
  const res = await userJson('GET', `/user/orders/${id}`, token);
  return { ...res, order: res.status === 200 ? envelope(orderDetailSchema).parse(res.body).data : undefined };
}

export function dataOf<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const { data } = z.object({ data: z.unknown() }).parse(body);
  return schema.parse(data) as z.infer<T>;
}
