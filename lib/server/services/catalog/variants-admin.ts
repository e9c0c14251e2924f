import 'server-only';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AdminVariant, BulkVariantsInput, VariantInput } from '@/lib/contracts/admin/products';
import { getDb, type Tx } from '../../db/client';
import { attributes, attributeValues, orderLines, products, productVariants } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../errors';
import { audit, type AuditActor } from '../audit/audit-log';
import { catalogChanged } from './catalog-changed';
import { productAdminMessages, toAdminVariant } from './products-admin-read';

export const variantWriteMessages = {
  skuTaken: 'این کد کالا (SKU) برای تنوع دیگری ثبت شده است',
  notColour: 'رنگ انتخاب‌شده از ویژگی‌های رنگ نیست',
  notText: 'ویژگی دوم باید از ویژگی‌های متنی (مثل حافظه) باشد',
  sameCombination: 'تنوعی با همین رنگ و ویژگی برای این کالا هست',
  promotionBelow: 'قیمت حراج باید از قیمت پس از تخفیف کمتر باشد',
  discountAbove: 'قیمت پس از تخفیف نمی‌تواند از قیمت بیشتر باشد',
  notOfProduct: 'یکی از تنوع‌ها از این کالا نیست یا وجود ندارد',
} as const;

type VariantRow = typeof productVariants.$inferSelect;

/** Pictures have their own history; the audit keeps the fields an operator types. */
const audited = (v: VariantRow): Partial<VariantRow> => ({ ...v, images: undefined });

async function attributeType(tx: Tx, valueId: number): Promise<number | null> {
  const [row] = await tx.select({ type: attributes.type }).from(attributeValues).innerJoin(attributes, eq(attributes.id, attributeValues.attributeId)).where(eq(attributeValues.id, valueId));
  return row?.type ?? null;
}

/** SKU free, colour a colour (type 1), the second value a text attribute (type 2), the pair new for the product. */
async function checkVariant(tx: Tx, productId: number, input: VariantInput, exceptId: number | null) {
  const [sameSku] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(exceptId === null ? eq(productVariants.sku, input.sku) : and(eq(productVariants.sku, input.sku), ne(productVariants.id, exceptId)));
  if (sameSku) throw new ValidationError(variantWriteMessages.skuTaken, { sku: variantWriteMessages.skuTaken });
  if (input.attr1ValueId !== null && (await attributeType(tx, input.attr1ValueId)) !== 1) throw new ValidationError(variantWriteMessages.notColour, { attr1ValueId: variantWriteMessages.notColour });
  if (input.attr2ValueId !== null && (await attributeType(tx, input.attr2ValueId)) !== 2) throw new ValidationError(variantWriteMessages.notText, { attr2ValueId: variantWriteMessages.notText });
  const siblings = await tx.select().from(productVariants).where(eq(productVariants.productId, productId));
  if (siblings.some((s) => s.id !== exceptId && s.attr1ValueId === input.attr1ValueId && s.attr2ValueId === input.attr2ValueId)) {
    throw new ValidationError(variantWriteMessages.sameCombination, { attr2ValueId: variantWriteMessages.sameCombination });
  }
}

const columnsFrom = (input: VariantInput) => ({
  attr1ValueId: input.attr1ValueId,
  attr2ValueId: input.attr2ValueId,
  sku: input.sku,
  price: input.price,
  discountPrice: input.discountPrice ?? input.price,
  promotionPrice: input.promotionPrice,
  promotionTo: input.promotionTo ? new Date(input.promotionTo) : null,
  upperDiscountAmount: input.upperDiscountAmount,
  stock: input.stock,
  maxBuy: input.maxBuy,
  active: input.active,
});

export async function createVariant(actor: AuditActor, productId: number, input: VariantInput): Promise<AdminVariant> {
  return getDb().transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
    if (!product) throw new NotFoundError(productAdminMessages.notFound);
    await checkVariant(tx, productId, input, null);
    const siblings = await tx.$count(productVariants, eq(productVariants.productId, productId));
    const [row] = await tx.insert(productVariants).values({ ...columnsFrom(input), productId, sort: siblings }).returning();
    await audit(tx, actor, { entityType: 'product_variant', entityId: row!.id, action: 'create', before: null, after: audited(row!) });
    catalogChanged(tx);
    return toAdminVariant(row!);
  });
}

async function lockVariant(tx: Tx, id: number): Promise<VariantRow> {
  const [row] = await tx.select().from(productVariants).where(eq(productVariants.id, id)).for('update');
  if (!row) throw new NotFoundError(productAdminMessages.variantNotFound);
  return row;
}

export async function updateVariant(actor: AuditActor, id: number, input: VariantInput): Promise<AdminVariant> {
  return getDb().transaction(async (tx) => {
    const before = await lockVariant(tx, id);
    await checkVariant(tx, before.productId, input, id);
    const [after] = await tx.update(productVariants).set(columnsFrom(input)).where(eq(productVariants.id, id)).returning();
    await audit(tx, actor, { entityType: 'product_variant', entityId: id, action: 'update', before: audited(before), after: audited(after!) });
    catalogChanged(tx);
    return toAdminVariant(after!);
  });
}

/** Deletes a variant no order refers to; one that orders refer to is deactivated (no longer sold) instead. */
export async function removeVariant(actor: AuditActor, id: number): Promise<{ outcome: 'deleted' | 'archived' }> {
  return getDb().transaction(async (tx) => {
    const before = await lockVariant(tx, id);
    const [ordered] = await tx.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.variantId, id)).limit(1);
    catalogChanged(tx);
    if (ordered) {
      await tx.update(productVariants).set({ active: false }).where(eq(productVariants.id, id));
      await audit(tx, actor, { entityType: 'product_variant', entityId: id, action: 'product.archive', before: { active: before.active }, after: { active: false } });
      return { outcome: 'archived' as const };
    }
    await tx.delete(productVariants).where(eq(productVariants.id, id));
    await audit(tx, actor, { entityType: 'product_variant', entityId: id, action: 'delete', before: audited(before), after: null });
    return { outcome: 'deleted' as const };
  });
}

export type BulkChange = { id: number; price?: number; discountPrice?: number | null; stock?: number; maxBuy?: number };

/**
 * Applies price and stock changes to many variants in the caller's transaction, one audit row each (only for rows that
 * change). The rules are checked against each row's values after the change; the first broken one refuses the whole
 * batch. Returns the rows that changed.
 */
export async function applyVariantChanges(tx: Tx, actor: AuditActor, changes: readonly BulkChange[], onlyProductId?: number): Promise<AdminVariant[]> {
  const ids = changes.map((c) => c.id);
  const rows = ids.length === 0 ? [] : await tx.select().from(productVariants).where(inArray(productVariants.id, ids)).orderBy(productVariants.id).for('update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  const changed: AdminVariant[] = [];
  for (const change of changes) {
    const before = byId.get(change.id);
    if (!before || (onlyProductId !== undefined && before.productId !== onlyProductId)) throw new ValidationError(variantWriteMessages.notOfProduct);
    const price = change.price ?? before.price;
    // Without a discount price given, a variant sold without discount stays so, and a discount never tops the price.
    const keep = before.discountPrice === before.price ? price : Math.min(before.discountPrice, price);
    const discountPrice = change.discountPrice === null ? price : (change.discountPrice ?? keep);
    if (discountPrice > price) throw new ValidationError(`${before.sku}: ${variantWriteMessages.discountAbove}`);
    if (before.promotionPrice !== null && before.promotionPrice >= discountPrice) throw new ValidationError(`${before.sku}: ${variantWriteMessages.promotionBelow}`);
    const next = { price, discountPrice, stock: change.stock ?? before.stock, maxBuy: change.maxBuy ?? before.maxBuy };
    if (next.price === before.price && next.discountPrice === before.discountPrice && next.stock === before.stock && next.maxBuy === before.maxBuy) continue;
    const [after] = await tx.update(productVariants).set(next).where(eq(productVariants.id, change.id)).returning();
    await audit(tx, actor, { entityType: 'product_variant', entityId: change.id, action: 'update', before: audited(before), after: audited(after!) });
    changed.push(toAdminVariant(after!));
  }
  if (changed.length > 0) catalogChanged(tx);
  return changed;
}

/** Bulk edit of price and stock: a product's variants (productId given) or any variants (a filtered list). */
export async function bulkUpdateVariants(actor: AuditActor, input: BulkVariantsInput, productId?: number): Promise<AdminVariant[]> {
  return getDb().transaction((tx) => applyVariantChanges(tx, actor, input.items, productId));
}
