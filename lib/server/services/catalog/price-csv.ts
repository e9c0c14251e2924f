import 'server-only';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PRICE_CSV_COLUMNS, PRICE_CSV_MAX_ROWS, type PriceCsvPreview, type PriceCsvRow } from '@/lib/contracts/admin/price-csv';
import type { ProductListQuery } from '@/lib/contracts/admin/products';
import { formatCsv, parseCsv } from '@/lib/csv';
import { toLatinDigits } from '@/lib/format/digits';
import { afterCommit } from '../../db/after-commit';
import { dbHandle, getDb, type Tx } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import { ValidationError } from '../../errors';
import type { AuditActor } from '../audit/audit-log';
import { applyVariantChanges, type BulkChange } from './variants-admin';

export const priceCsvMessages = {
  noSkuColumn: 'ستون sku در سطر اول فایل نیست',
  unknownColumn: (name: string) => `ستون «${name}» شناخته نیست؛ ستون‌ها: ${PRICE_CSV_COLUMNS.join('، ')}`,
  tooMany: `هر فایل حداکثر ${PRICE_CSV_MAX_ROWS.toLocaleString('fa-IR')} سطر دارد`,
  noRows: 'فایل سطری جز سطر عنوان ندارد',
  unknownSku: 'کالایی با این کد (SKU) نیست',
  repeatedSku: 'این کد (SKU) در فایل تکرار شده است',
  notNumber: (column: string) => `${column} باید عدد صحیح و نامنفی باشد`,
  priceZero: 'قیمت باید بیشتر از صفر باشد',
  discountAbove: 'قیمت پس از تخفیف نمی‌تواند از قیمت بیشتر باشد',
  promotionBelow: 'قیمت پس از تخفیف باید از قیمت حراج فعلی بیشتر باشد',
  maxBuyZero: 'حداکثر خرید باید دست‌کم ۱ باشد',
  hasErrors: (n: number) => `${n.toLocaleString('fa-IR')} سطر خطا دارد؛ هیچ تغییری ذخیره نشد. خطاها را در پیش‌نمایش ببینید و فایل را درست کنید`,
} as const;

const COLUMN_LABELS: Record<string, string> = { price: 'قیمت', discountPrice: 'قیمت پس از تخفیف', stock: 'موجودی', maxBuy: 'حداکثر خرید' };
const NUMBER_COLUMNS = ['price', 'discountPrice', 'stock', 'maxBuy'] as const;
type NumberColumn = (typeof NUMBER_COLUMNS)[number];

/** Where the variants of the console's filtered product list are (its CSV export and its bulk edit). */
export function exportWhere(query: Partial<ProductListQuery>): SQL | undefined {
  const where: SQL[] = [];
  if (query.categoryId) where.push(eq(products.categoryId, query.categoryId));
  if (query.brandId) where.push(eq(products.brandId, query.brandId));
  if (query.status === 'archived') where.push(eq(products.active, false));
  else if (query.status) where.push(and(eq(products.active, true), eq(products.published, query.status === 'published'))!);
  if (query.lowStock) where.push(sql`${productVariants.stock} <= 3`);
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(products.title, pattern), ilike(productVariants.sku, `%${toLatinDigits(query.q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`))!);
  }
  return where.length > 0 ? and(...where) : undefined;
}

/** The variants of the filtered list as CSV: sku, title, price, discountPrice, stock, maxBuy. */
export async function exportPriceCsv(query: Partial<ProductListQuery>): Promise<string> {
  const rows = await getDb()
    .select({ sku: productVariants.sku, title: products.title, price: productVariants.price, discountPrice: productVariants.discountPrice, stock: productVariants.stock, maxBuy: productVariants.maxBuy })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(exportWhere(query))
    .orderBy(asc(products.title), asc(productVariants.sort), asc(productVariants.id));
  return formatCsv([PRICE_CSV_COLUMNS, ...rows.map((r) => [r.sku, r.title, r.price, r.discountPrice, r.stock, r.maxBuy])]);
}

type Parsed = { line: number; sku: string; values: Partial<Record<NumberColumn, number>>; error: string | null };

/** Digits in any script, with or without thousands separators; an empty cell leaves the value as it is. */
function readNumber(cell: string | undefined): number | null | 'bad' {
  const text = toLatinDigits((cell ?? '').trim()).replace(/[,\u066c\s]/g, '');
  if (text === '') return null;
  if (!/^\d{1,11}$/.test(text)) return 'bad';
  return Number(text);
}

function parseRows(csv: string): Parsed[] {
  const [header, ...records] = parseCsv(csv);
  const names = (header ?? []).map((h) => h.trim());
  const unknown = names.find((n) => !(PRICE_CSV_COLUMNS as readonly string[]).includes(n));
  if (unknown !== undefined) throw new ValidationError(priceCsvMessages.unknownColumn(unknown), { csv: priceCsvMessages.unknownColumn(unknown) });
  if (!names.includes('sku')) throw new ValidationError(priceCsvMessages.noSkuColumn, { csv: priceCsvMessages.noSkuColumn });
  if (records.length === 0) throw new ValidationError(priceCsvMessages.noRows, { csv: priceCsvMessages.noRows });
  if (records.length > PRICE_CSV_MAX_ROWS) throw new ValidationError(priceCsvMessages.tooMany, { csv: priceCsvMessages.tooMany });
  return records.map((cells, i) => {
    const cell = (name: string) => cells[names.indexOf(name)];
    const values: Partial<Record<NumberColumn, number>> = {};
    let error: string | null = null;
    for (const column of NUMBER_COLUMNS) {
      if (!names.includes(column)) continue;
      const value = readNumber(cell(column));
      if (value === 'bad') error ??= priceCsvMessages.notNumber(COLUMN_LABELS[column]!);
      else if (value !== null) values[column] = value;
    }
    return { line: i + 2, sku: (cell('sku') ?? '').trim(), values, error };
  });
}

type VariantRow = typeof productVariants.$inferSelect;

/** Each row's change against the variants as they are (read inside `tx` when given), and each row's error. */
async function previewRows(csv: string, tx?: Tx): Promise<{ rows: PriceCsvRow[]; changes: BulkChange[] }> {
  const parsed = parseRows(csv);
  const skus = [...new Set(parsed.map((p) => p.sku).filter(Boolean))];
  const db = tx ?? getDb();
  const found =
    skus.length === 0
      ? []
      : await db.select({ v: productVariants, title: products.title }).from(productVariants).innerJoin(products, eq(products.id, productVariants.productId)).where(inArray(productVariants.sku, skus));
  const bySku = new Map(found.map((f) => [f.v.sku, f]));
  const seen = new Set<string>();
  const changes: BulkChange[] = [];
  const rows = parsed.map((p): PriceCsvRow => {
    const hit = bySku.get(p.sku);
    const repeated = seen.has(p.sku);
    seen.add(p.sku);
    const before = hit ? pick(hit.v) : null;
    const base = { line: p.line, sku: p.sku, variantId: hit?.v.id ?? null, title: hit?.title ?? null, before };
    const error = p.error ?? (!hit ? priceCsvMessages.unknownSku : repeated ? priceCsvMessages.repeatedSku : null) ?? ruleError(hit!.v, p.values);
    if (error || !hit) return { ...base, after: null, changed: false, error };
    const after = nextValues(hit.v, p.values);
    const changed = JSON.stringify(after) !== JSON.stringify(before);
    if (changed) changes.push({ id: hit.v.id, ...after });
    return { ...base, after, changed, error: null };
  });
  return { rows, changes };
}

const pick = (v: VariantRow) => ({ price: v.price, discountPrice: v.discountPrice, stock: v.stock, maxBuy: v.maxBuy });

/** A new price without a discount price keeps a variant sold without discount so (the bulk edit's rule too). */
function nextValues(v: VariantRow, values: Partial<Record<NumberColumn, number>>) {
  const price = values.price ?? v.price;
  const keep = v.discountPrice === v.price ? price : Math.min(v.discountPrice, price);
  return { price, discountPrice: values.discountPrice ?? keep, stock: values.stock ?? v.stock, maxBuy: values.maxBuy ?? v.maxBuy };
}

function ruleError(v: VariantRow, values: Partial<Record<NumberColumn, number>>): string | null {
  const next = nextValues(v, values);
  if (next.price < 1) return priceCsvMessages.priceZero;
  if (next.discountPrice > next.price) return priceCsvMessages.discountAbove;
  if (v.promotionPrice !== null && v.promotionPrice >= next.discountPrice) return priceCsvMessages.promotionBelow;
  if (next.maxBuy < 1) return priceCsvMessages.maxBuyZero;
  return null;
}

export async function previewPriceCsv(csv: string): Promise<PriceCsvPreview> {
  const { rows } = await previewRows(csv);
  return { rows, changes: rows.filter((r) => r.changed).length, errors: rows.filter((r) => r.error).length };
}

/**
 * Applies the file in one transaction, one audit row per changed variant: any row with an error applies nothing.
 * The planner's statistics are refreshed afterwards, as a daily import may move many prices and stocks at once.
 */
export async function applyPriceCsv(actor: AuditActor, csv: string): Promise<{ changed: number }> {
  return getDb().transaction(async (tx) => {
    const { rows, changes } = await previewRows(csv, tx);
    const errors = rows.filter((r) => r.error).length;
    if (errors > 0) throw new ValidationError(priceCsvMessages.hasErrors(errors));
    const changed = await applyVariantChanges(tx, actor, changes);
    if (changed.length > 0) afterCommit(tx, () => dbHandle().runSql('analyze product_variants'));
    return { changed: changed.length };
  });
}
