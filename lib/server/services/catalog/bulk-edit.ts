import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { BULK_EDIT_MAX, type BulkEditFilter, type BulkEditInput, type BulkEditPreview, type BulkEditRow, type BulkPriceChange } from '@/lib/contracts/admin/bulk-edit';
import { getDb, type Tx } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import { ConflictError, ValidationError } from '../../errors';
import { audit, type AuditActor } from '../audit/audit-log';
import { exportWhere } from './price-csv';
import { applyVariantChanges, type BulkChange } from './variants-admin';

export const bulkEditMessages = {
  tooMany: (n: number) => `این فهرست ${n.toLocaleString('fa-IR')} تنوع دارد؛ هر بار حداکثر ${BULK_EDIT_MAX.toLocaleString('fa-IR')} تنوع. فهرست را با فیلتر کوچک‌تر کنید`,
  none: 'هیچ تنوعی در این فهرست نیست',
  changedSince: 'فهرست از زمان پیش‌نمایش تغییر کرده است؛ دوباره پیش‌نمایش بگیرید',
  hasErrors: (n: number) => `${n.toLocaleString('fa-IR')} تنوع با این تغییر قاعده‌ای را می‌شکند؛ هیچ تغییری ذخیره نشد`,
  priceZero: 'قیمت به صفر یا کمتر می‌رسد',
  tooBig: 'قیمت بیش از حد بزرگ می‌شود',
  discountNegative: 'قیمت پس از تخفیف منفی می‌شود',
  promotionBelow: 'قیمت پس از تخفیف به قیمت حراج فعلی یا کمتر می‌رسد',
} as const;

type VariantRow = typeof productVariants.$inferSelect;
type Values = BulkEditRow['before'];

const round = (toman: number, step: number) => Math.round(toman / step) * step;

/** One price after the change: the percent and the amount move it, rounded to the operator's step. */
function moved(toman: number, change: BulkPriceChange): number {
  if (change.mode === 'percent') return round((toman * (100 + change.value)) / 100, change.roundTo);
  if (change.mode === 'amount') return round(toman + change.value, change.roundTo);
  return change.value;
}

/**
 * A variant's values after the edit. A variant sold without discount stays so; otherwise its price after discount
 * moves with the price (by the same percent or amount), and a set price keeps a discount only below it.
 */
function nextValues(v: VariantRow, input: BulkEditInput): Values {
  const stock = input.stock ?? v.stock;
  if (!input.price) return { price: v.price, discountPrice: v.discountPrice, stock };
  const price = moved(v.price, input.price);
  if (v.discountPrice === v.price) return { price, discountPrice: price, stock };
  const discountPrice = input.price.mode === 'set' ? Math.min(v.discountPrice, price) : Math.min(moved(v.discountPrice, input.price), price);
  return { price, discountPrice, stock };
}

function ruleError(v: VariantRow, next: Values): string | null {
  if (next.price < 1) return bulkEditMessages.priceZero;
  if (next.price > 10_000_000_000) return bulkEditMessages.tooBig;
  if (next.discountPrice < 0) return bulkEditMessages.discountNegative;
  if (v.promotionPrice !== null && v.promotionPrice >= next.discountPrice) return bulkEditMessages.promotionBelow;
  return null;
}

/** The variants under the filter (locked for update inside `tx`), with each one's change or error. */
async function plan(input: BulkEditInput, tx?: Tx) {
  const query = (tx ?? getDb())
    .select({ v: productVariants, title: products.title })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(exportWhere(input.filter))
    .orderBy(asc(productVariants.id));
  const found = tx ? await query.for('update', { of: productVariants }) : await query;
  if (found.length > BULK_EDIT_MAX) throw new ValidationError(bulkEditMessages.tooMany(found.length));
  const rows: BulkEditRow[] = [];
  const changes: BulkChange[] = [];
  for (const { v, title } of found) {
    const before = { price: v.price, discountPrice: v.discountPrice, stock: v.stock };
    const after = nextValues(v, input);
    const error = ruleError(v, after);
    const changed = JSON.stringify(before) !== JSON.stringify(after);
    if (!error && !changed) continue;
    rows.push({ variantId: v.id, sku: v.sku, title, before, after: error ? null : after, error });
    if (!error) changes.push({ id: v.id, ...after });
  }
  return { matched: found.length, rows, changes };
}

const PREVIEW_ROWS = 100;

/** What the edit would do to the filtered list, writing nothing: the count first, so the operator sees the reach. */
export async function previewBulkEdit(input: BulkEditInput): Promise<BulkEditPreview> {
  const { matched, rows, changes } = await plan(input);
  const errors = rows.filter((r) => r.error);
  return { matched, changes: changes.length, errors: errors.length, rows: [...errors, ...rows.filter((r) => !r.error)].slice(0, PREVIEW_ROWS) };
}

/**
 * Applies the edit in one transaction against the variants locked for update: a list that changed since the preview
 * (`expected`) or any variant the edit would break refuses it all. One audit row per changed variant, and one for the
 * edit itself (its filter and change), so the log tells a bulk edit from single ones.
 */
export async function applyBulkEdit(actor: AuditActor, input: BulkEditInput): Promise<{ changed: number }> {
  return getDb().transaction(async (tx) => {
    const { matched, rows, changes } = await plan(input, tx);
    if (input.expected !== undefined && input.expected !== matched) throw new ConflictError(bulkEditMessages.changedSince);
    if (matched === 0) throw new ValidationError(bulkEditMessages.none);
    const errors = rows.filter((r) => r.error).length;
    if (errors > 0) throw new ValidationError(bulkEditMessages.hasErrors(errors));
    const changed = await applyVariantChanges(tx, actor, changes);
    await audit(tx, actor, {
      entityType: 'product_variant',
      entityId: 'bulk',
      action: 'variant.bulk_edit',
      before: null,
      after: { filter: filterOf(input.filter), price: input.price ?? null, stock: input.stock ?? null, matched, changed: changed.length },
    });
    return { changed: changed.length };
  });
}

const filterOf = (filter: BulkEditFilter) => Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined));
