import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { ShippingMethodId, ShippingOption } from '@/lib/contracts/orders';
import { orderMessages as msg } from '@/lib/contracts/orders';
import { tehranDateParts } from '@/lib/format/jalali';
import { branches } from '../../db/schema';
import type { Tx } from '../../db/client';

/**
 * The shop's delivery rules, in toman. Courier rides only inside a city that has one of our branches; the post goes
 * everywhere; pickup is free at any active branch. From FREE_SHIPPING_FROM the parcel travels free.
 */
export const SHIPPING_RULES = {
  courier: { title: 'پیک فروشگاه', price: 80_000, workingDays: 1 },
  post: { title: 'پست پیشتاز', price: 120_000, workingDays: 4 },
  pickup: { title: 'تحویل حضوری در شعبه', price: 0, workingDays: 1 },
} as const satisfies Record<ShippingMethodId, { title: string; price: number; workingDays: number }>;
export const FREE_SHIPPING_FROM = 50_000_000;

/** The Tehran calendar day `workingDays` working days after `from`; Friday is the weekend. Answers YYYY-MM-DD. */
export function deliveryDate(from: Date, workingDays: number): string {
  const { year, month, day } = tehranDateParts(from);
  const date = new Date(Date.UTC(year, month - 1, day));
  let left = workingDays;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 5) left--;
  }
  return date.toISOString().slice(0, 10);
}

export function shippingPrice(method: ShippingMethodId, itemsPayable: number): number {
  return itemsPayable >= FREE_SHIPPING_FROM ? 0 : SHIPPING_RULES[method].price;
}

async function branchInCity(db: Pick<Tx, 'select'>, cityId: number): Promise<boolean> {
  const rows = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.cityId, cityId), eq(branches.active, true), eq(branches.kind, 'branch')))
    .limit(1);
  return rows.length > 0;
}

/** The three ways for this destination (null: no address chosen yet), each with its price and day. */
export async function shippingOptions(db: Pick<Tx, 'select'>, cityId: number | null, itemsPayable: number, at: Date): Promise<ShippingOption[]> {
  const courier = cityId !== null && (await branchInCity(db, cityId));
  return (Object.keys(SHIPPING_RULES) as ShippingMethodId[]).map((method) => {
    const rule = SHIPPING_RULES[method];
    const available = method === 'pickup' || (cityId !== null && (method === 'post' || courier));
    return {
      method,
      title: rule.title,
      price: shippingPrice(method, itemsPayable),
      estimatedDelivery: deliveryDate(at, rule.workingDays),
      available,
      note: method === 'courier' && !courier ? msg.shippingUnavailable : null,
    };
  });
}
