import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ProductVariant, VariantAttribute } from '@/lib/contracts/product';
import { payablePrice, promotionRunning } from '@/lib/pricing';
import { getDb, type Db } from '../../db/client';
import { productVariants } from '../../db/schema';
import { listPublicAttributes, readPublicAttributes } from './attributes';

export type VariantRow = typeof productVariants.$inferSelect;

/** Active variants of the given products in display order. */
export function loadVariantRows(productIds: readonly number[]): Promise<VariantRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return getDb()
    .select()
    .from(productVariants)
    .where(and(inArray(productVariants.productId, [...productIds]), eq(productVariants.active, true)))
    .orderBy(asc(productVariants.sort), asc(productVariants.id));
}

/** Attribute value id → the arrtib reference the wire format carries (read from the cached attribute list). */
/**
 * Attribute values by id. With `db` they are read through it, uncached: a transaction must never wait on the shared
 * cache, whose load may itself be queued behind that transaction (PGlite has one connection: a deadlock).
 */
export async function attributeRefs(db?: Pick<Db, 'select'>): Promise<Map<number, VariantAttribute>> {
  const refs = new Map<number, VariantAttribute>();
  for (const a of await (db ? readPublicAttributes(db) : listPublicAttributes())) {
    for (const v of a.values) {
      refs.set(v.id, { id: v.id, attributeId: a.id, attributeTitle: a.title, type: a.type, title: v.title, value: v.value, images: v.images });
    }
  }
  return refs;
}

export function toVariant(row: VariantRow, refs: Map<number, VariantAttribute>, now: Date): ProductVariant {
  const running = promotionRunning(row, now);
  const upper = row.upperDiscountAmount ?? 0;
  return {
    id: row.id,
    sku: row.sku,
    arrtib1: row.attr1ValueId === null ? null : (refs.get(row.attr1ValueId) ?? null),
    arrtib2: row.attr2ValueId === null ? null : (refs.get(row.attr2ValueId) ?? null),
    price: row.price,
    discountPrice: row.discountPrice,
    promotionPrice: running ? row.promotionPrice : null,
    promotionTo: running ? row.promotionTo!.toISOString() : null,
    hasUpperDiscount: upper > 0,
    upperDiscountAmount: upper > 0 ? upper : null,
    stock: row.stock,
    maxBuy: row.maxBuy,
    images: row.images,
  };
}

/** The variant shown first: the cheapest in stock, else the cheapest (the one its product card priced). */
export function defaultVariant<V extends Parameters<typeof payablePrice>[0] & { stock: number }>(variants: readonly V[], now: Date): V | undefined {
  const byPayable = [...variants].sort((a, b) => payablePrice(a, now) - payablePrice(b, now));
  return byPayable.find((v) => v.stock > 0) ?? byPayable[0];
}

/** 'مشکی، ۲۵۶ گیگابایت': how a variant is named next to its product's title. */
export function variantTitle(v: Pick<ProductVariant, 'arrtib1' | 'arrtib2'>): string {
  return [v.arrtib1?.title, v.arrtib2?.title].filter(Boolean).join('، ');
}
