import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { basketAnswerSchema, type BasketAnswer } from '@/lib/contracts/basket';
import { getDb } from '@/lib/server/db/client';
import { attributes, attributeValues, bundleItems, bundles, categories, insurancePlans, productInsurances, products, productVariants, users } from '@/lib/server/db/schema';
import { callApi } from './api';
import { bearer, multipart } from './auth';

type VariantSpec = { price?: number; discountPrice?: number; promotionPrice?: number; promotionTo?: Date; stock?: number; maxBuy?: number; active?: boolean };

/** A product of its own for one test, so limits and prices are exactly what the test says. */
export async function makeProduct(variants: VariantSpec[] = [{}], title = 'گوشی آزمایشی') {
  const db = getDb();
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  const [colour] = await db
    .select({ id: attributeValues.id })
    .from(attributeValues)
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(eq(attributes.type, 1))
    .limit(1);
  const n = randomInt(1e9);
  const [product] = await db.insert(products).values({ slug: `test-${n}`, title, categoryId: category!.id }).returning();
  const rows = await db
    .insert(productVariants)
    .values(
      variants.map((v, i) => ({
        productId: product!.id,
        sku: `T-${n}-${i}`,
        attr1ValueId: colour!.id,
        price: v.price ?? 10_000_000,
        discountPrice: v.discountPrice ?? v.price ?? 10_000_000,
        promotionPrice: v.promotionPrice ?? null,
        promotionTo: v.promotionTo ?? null,
        stock: v.stock ?? 10,
        maxBuy: v.maxBuy ?? 3,
        active: v.active ?? true,
      })),
    )
    .returning();
  return { product: product!, variants: rows };
}

/** A plan of 20 per mille (floor 100,000) with 10 % off: a 10,000,000 phone's premium is 200,000, charged 180,000. */
export async function offerInsurance(productId: number, forced: boolean) {
  const [plan] = await getDb()
    .insert(insurancePlans)
    .values({ title: forced ? 'بیمه اجباری' : 'بیمه اختیاری', company: 'بیمه آزمایشی', coverage: '', termsAndConditions: '', ratePerMille: 20, minPrice: 100_000, discountPercent: 10 })
    .returning();
  await getDb().insert(productInsurances).values({ productId, insuranceId: plan!.id, forced });
  return plan!;
}

export async function makeBundle(productId: number, items: { variantId: number; discount: number; qty?: number }[], toDate?: Date) {
  const [bundle] = await getDb()
    .insert(bundles)
    .values({ productId, title: 'پکیج آزمایشی', info: 'همراه گوشی', timed: toDate !== undefined, toDate: toDate ?? null })
    .returning();
  await getDb().insert(bundleItems).values(items.map((i) => ({ bundleId: bundle!.id, variantId: i.variantId, discount: i.discount, qty: i.qty ?? 1 })));
  return bundle!;
}

export async function makeSeller(mobile: string) {
  await getDb().update(users).set({ role: 'seller' }).where(eq(users.mobile, mobile));
}

const strings = (fields: Record<string, string | number | boolean>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));

/** A user basket call with form fields; the answer parsed when it succeeded. */
export async function userCall(method: string, path: string, token: string, fields?: Record<string, string | number | boolean>) {
  const init = fields ? multipart(method, strings(fields), token) : { ...bearer(token), method };
  const res = await callApi(path, init);
  return { ...res, basket: res.status === 200 ? basketAnswerSchema.parse(res.body) : undefined };
}

export async function publicCall(method: string, path: string, fields?: Record<string, string | number | boolean>) {
  const res = await callApi(path, fields ? multipart(method, strings(fields)) : { method });
  return { ...res, basket: res.status === 200 && path !== '/public/addPublicBasket' ? basketAnswerSchema.parse(res.body) : undefined };
}

export const lineOf = (basket: BasketAnswer | undefined, variantId: number) => basket?.data.find((i) => i.id === variantId && i.canDelete);
