import 'server-only';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminBundle, BundleInput, ProductPick } from '@/lib/contracts/admin/bundles';
import { toLatinDigits } from '@/lib/format/digits';
import { searchWords } from '@/lib/search/normalize';
import { now } from '../../clock';
import { getDb, type Tx } from '../../db/client';
import { bundleItems, bundles, products, productVariants } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../errors';
import { audit, type AuditActor } from '../audit/audit-log';
import { catalogChanged } from './catalog-changed';
import { productAdminMessages } from './products-admin-read';
import { mainSrc } from './stored-pictures';

export const bundleMessages = {
  notFound: 'این بسته پیدا نشد',
  noVariant: 'یکی از کالاهای همراه پیدا نشد',
  itself: 'کالای اصلی نمی‌تواند همراه خودش باشد',
  discountAbove: (sku: string) => `تخفیف ${sku} از قیمت آن بیشتر است`,
  past: 'تاریخ پایان بسته باید در آینده باشد',
} as const;

const PICK_LIMIT = 10;
const escape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Products whose names hold every typed word (the normalised search text, so ی/ي and digits in any script match),
 * or whose id or SKU is the one typed: what the console's pickers offer, archived products too.
 */
export async function searchProductsToPick(q: string | undefined): Promise<ProductPick[]> {
  const words = searchWords(q ?? '');
  if (words.length === 0) return [];
  const latin = toLatinDigits((q ?? '').trim());
  const byName = and(...words.map((w) => ilike(products.searchText, `%${escape(w)}%`)));
  const matches: SQL[] = [byName!, sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.sku} ilike ${escape(latin)})`];
  if (/^\d{1,9}$/.test(latin)) matches.push(eq(products.id, Number(latin)));
  const rows = await getDb()
    .select({ id: products.id, title: products.title, images: products.images })
    .from(products)
    .where(or(...matches))
    .orderBy(sql`${products.active} desc`, asc(products.title))
    .limit(PICK_LIMIT);
  return rows.map((r) => ({ id: r.id, title: r.title, picture: r.images[0] ? mainSrc(r.images[0]) : null }));
}

type BundleRow = typeof bundles.$inferSelect;

async function bundlesOf(db: Tx | ReturnType<typeof getDb>, heads: BundleRow[]): Promise<AdminBundle[]> {
  if (heads.length === 0) return [];
  const items = await db
    .select({ item: bundleItems, sku: productVariants.sku, price: productVariants.discountPrice, productId: products.id, productTitle: products.title })
    .from(bundleItems)
    .innerJoin(productVariants, eq(productVariants.id, bundleItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(bundleItems.bundleId, heads.map((h) => h.id)))
    .orderBy(asc(bundleItems.id));
  return heads.map((b) => ({
    id: b.id,
    productId: b.productId,
    title: b.title,
    info: b.info,
    isGroup: b.isGroup,
    showPrice: b.showPrice,
    timed: b.timed,
    toDate: b.toDate ? b.toDate.toISOString() : null,
    active: b.active,
    items: items
      .filter((i) => i.item.bundleId === b.id)
      .map((i) => ({ id: i.item.id, variantId: i.item.variantId, productId: i.productId, productTitle: i.productTitle, sku: i.sku, qty: i.item.qty, discount: i.item.discount, price: i.price })),
  }));
}

/** Every bundle of a product, ended and inactive ones too. */
export async function listProductBundlesAdmin(productId: number): Promise<AdminBundle[]> {
  const db = getDb();
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw new NotFoundError(productAdminMessages.notFound);
  return bundlesOf(db, await db.select().from(bundles).where(eq(bundles.productId, productId)).orderBy(asc(bundles.id)));
}

/** Items are other products' variants, each discount at most the item's price; a timed bundle ends in the future. */
async function check(tx: Tx, productId: number, input: BundleInput) {
  if (input.timed && input.toDate && new Date(input.toDate) <= now()) throw new ValidationError(bundleMessages.past, { toDate: bundleMessages.past });
  const ids = input.items.map((i) => i.variantId);
  const variants = await tx.select().from(productVariants).where(inArray(productVariants.id, ids));
  const byId = new Map(variants.map((v) => [v.id, v]));
  for (const item of input.items) {
    const v = byId.get(item.variantId);
    if (!v) throw new ValidationError(bundleMessages.noVariant, { items: bundleMessages.noVariant });
    if (v.productId === productId) throw new ValidationError(bundleMessages.itself, { items: bundleMessages.itself });
    if (item.discount > v.discountPrice) throw new ValidationError(bundleMessages.discountAbove(v.sku), { items: bundleMessages.discountAbove(v.sku) });
  }
}

const head = (input: BundleInput) => ({
  title: input.title,
  info: input.info,
  isGroup: input.isGroup,
  showPrice: input.showPrice,
  timed: input.timed,
  toDate: input.timed && input.toDate ? new Date(input.toDate) : null,
  active: input.active,
});

const audited = (b: AdminBundle) => ({ ...b, items: b.items.map((i) => ({ variantId: i.variantId, qty: i.qty, discount: i.discount })) });

async function one(tx: Tx, id: number): Promise<AdminBundle> {
  const [row] = await tx.select().from(bundles).where(eq(bundles.id, id));
  return (await bundlesOf(tx, [row!]))[0]!;
}

export async function createBundle(actor: AuditActor, productId: number, input: BundleInput): Promise<AdminBundle> {
  return getDb().transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
    if (!product) throw new NotFoundError(productAdminMessages.notFound);
    await check(tx, productId, input);
    const [row] = await tx.insert(bundles).values({ ...head(input), productId }).returning();
    await tx.insert(bundleItems).values(input.items.map((i) => ({ ...i, bundleId: row!.id })));
    const after = await one(tx, row!.id);
    await audit(tx, actor, { entityType: 'bundle', entityId: row!.id, action: 'create', before: null, after: audited(after) });
    catalogChanged(tx);
    return after;
  });
}

async function lockBundle(tx: Tx, id: number): Promise<AdminBundle> {
  const [row] = await tx.select().from(bundles).where(eq(bundles.id, id)).for('update');
  if (!row) throw new NotFoundError(bundleMessages.notFound);
  return (await bundlesOf(tx, [row]))[0]!;
}

/**
 * Changes a bundle and its items. An item kept (the same variant) keeps its row, so the baskets already holding it
 * keep their accompanying line; an item left out is deleted, and baskets lose its line with it.
 */
export async function updateBundle(actor: AuditActor, id: number, input: BundleInput): Promise<AdminBundle> {
  return getDb().transaction(async (tx) => {
    const before = await lockBundle(tx, id);
    await check(tx, before.productId, input);
    await tx.update(bundles).set(head(input)).where(eq(bundles.id, id));
    const kept = new Map(before.items.map((i) => [i.variantId, i.id]));
    const wanted = new Set(input.items.map((i) => i.variantId));
    const gone = before.items.filter((i) => !wanted.has(i.variantId)).map((i) => i.id);
    if (gone.length > 0) await tx.delete(bundleItems).where(inArray(bundleItems.id, gone));
    for (const item of input.items) {
      const itemId = kept.get(item.variantId);
      if (itemId === undefined) await tx.insert(bundleItems).values({ ...item, bundleId: id });
      else await tx.update(bundleItems).set({ qty: item.qty, discount: item.discount }).where(eq(bundleItems.id, itemId));
    }
    const after = await one(tx, id);
    await audit(tx, actor, { entityType: 'bundle', entityId: id, action: 'update', before: audited(before), after: audited(after) });
    catalogChanged(tx);
    return after;
  });
}

export async function deleteBundle(actor: AuditActor, id: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    const before = await lockBundle(tx, id);
    await tx.delete(bundles).where(eq(bundles.id, id));
    await audit(tx, actor, { entityType: 'bundle', entityId: id, action: 'delete', before: audited(before), after: null });
    catalogChanged(tx);
  });
}
