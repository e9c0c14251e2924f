import 'server-only';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { slugify } from '@/lib/contracts/admin/products';
import type { AdminCategory, CategoryInput } from '@/lib/contracts/admin/taxonomy';
import { getDb, type Tx } from '../../db/client';
import { categories, products } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { audit, type AuditActor } from '../audit/audit-log';
import { catalogChanged } from './catalog-changed';
import { mainSrc, releasePictures, srcsOf } from './stored-pictures';

export const categoryMessages = {
  notFound: 'این دسته پیدا نشد',
  slugTaken: 'این نشانی برای دسته دیگری ثبت شده است',
  slugEmpty: 'از این نام نمی‌توان نشانی ساخت؛ نشانی را خودتان بنویسید',
  noParent: 'دسته بالاتر وجود ندارد',
  loop: 'یک دسته نمی‌تواند زیرمجموعه خودش یا زیرمجموعه‌هایش باشد',
  inUse: 'این دسته کالا یا زیردسته دارد؛ نخست آن‌ها را جابه‌جا کنید یا دسته را غیرفعال کنید',
  notSiblings: 'فهرست فرستاده‌شده با دسته‌های این سطح یکی نیست؛ صفحه را تازه کنید و دوباره بکشید',
} as const;

type Row = typeof categories.$inferSelect;
const productCount = sql<number>`(select count(*) from ${products} where ${products.categoryId} = ${categories.id})`.mapWith(Number);

/** The whole tree as a flat list, parents before children, siblings in their order. */
export async function listAdminCategories(): Promise<AdminCategory[]> {
  const rows = await getDb().select({ c: categories, productCount }).from(categories).orderBy(asc(categories.sort), asc(categories.id));
  const byParent = new Map<number | null, typeof rows>();
  for (const r of rows) byParent.set(r.c.parentId, [...(byParent.get(r.c.parentId) ?? []), r]);
  const out: AdminCategory[] = [];
  const walk = (parentId: number | null, depth: number) => {
    if (depth > 20) return;
    for (const r of byParent.get(parentId) ?? []) {
      out.push({ ...pick(r.c), productCount: r.productCount });
      walk(r.c.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

const pick = (c: Row) => ({ id: c.id, parentId: c.parentId, title: c.title, slug: c.slug, active: c.active, showInHome: c.showInHome, sort: c.sort, seoTitle: c.seoTitle, seoDescription: c.seoDescription, picture: mainSrc(c.images) });

async function chooseSlug(tx: Tx, input: CategoryInput, exceptId: number | null): Promise<string> {
  const slug = input.slug || slugify(input.title);
  if (!slug) throw new ValidationError(categoryMessages.slugEmpty, { slug: categoryMessages.slugEmpty });
  const [taken] = await tx.select({ id: categories.id }).from(categories).where(exceptId === null ? eq(categories.slug, slug) : and(eq(categories.slug, slug), ne(categories.id, exceptId)));
  if (taken) throw new ValidationError(categoryMessages.slugTaken, { slug: categoryMessages.slugTaken });
  return slug;
}

async function checkParent(tx: Tx, parentId: number | null, selfId: number | null) {
  if (parentId === null) return;
  const all = await tx.select({ id: categories.id, parentId: categories.parentId }).from(categories);
  const byId = new Map(all.map((c) => [c.id, c.parentId]));
  if (!byId.has(parentId)) throw new ValidationError(categoryMessages.noParent, { parentId: categoryMessages.noParent });
  for (let at: number | null | undefined = parentId, steps = 0; at != null && steps < 50; at = byId.get(at), steps++) {
    if (at === selfId) throw new ValidationError(categoryMessages.loop, { parentId: categoryMessages.loop });
  }
}

const siblingsOf = (tx: Tx, parentId: number | null) =>
  tx.select().from(categories).where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId)).orderBy(asc(categories.sort), asc(categories.id));

export async function createCategory(actor: AuditActor, input: CategoryInput): Promise<AdminCategory> {
  return getDb().transaction(async (tx) => {
    await checkParent(tx, input.parentId, null);
    const slug = await chooseSlug(tx, input, null);
    const sort = (await siblingsOf(tx, input.parentId)).length;
    const [row] = await tx.insert(categories).values({ ...input, slug, sort }).returning();
    await audit(tx, actor, { entityType: 'category', entityId: row!.id, action: 'create', before: null, after: pick(row!) });
    catalogChanged(tx);
    return { ...pick(row!), productCount: 0 };
  });
}

async function lock(tx: Tx, id: number): Promise<Row> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw new NotFoundError(categoryMessages.notFound);
  return row;
}

export async function updateCategory(actor: AuditActor, id: number, input: CategoryInput): Promise<AdminCategory> {
  return getDb().transaction(async (tx) => {
    const before = await lock(tx, id);
    await checkParent(tx, input.parentId, id);
    const slug = input.slug === before.slug ? before.slug : await chooseSlug(tx, input, id);
    const [after] = await tx.update(categories).set({ ...input, slug }).where(eq(categories.id, id)).returning();
    await audit(tx, actor, { entityType: 'category', entityId: id, action: 'update', before: pick(before), after: pick(after!) });
    catalogChanged(tx);
    return { ...pick(after!), productCount: await tx.$count(products, eq(products.categoryId, id)) };
  });
}

/** Swaps a category with its neighbour among its siblings (the tree's drag-to-reorder, one step at a time). */
export async function moveCategory(actor: AuditActor, id: number, direction: 'up' | 'down'): Promise<void> {
  await getDb().transaction(async (tx) => {
    const row = await lock(tx, id);
    const siblings = await siblingsOf(tx, row.parentId);
    const at = siblings.findIndex((s) => s.id === id);
    const other = siblings[direction === 'up' ? at - 1 : at + 1];
    if (!other) return;
    // Numbering the siblings afresh also mends equal sort values.
    const order = siblings.map((s) => s.id);
    [order[at], order[siblings.indexOf(other)]] = [other.id, id];
    for (const [sort, sid] of order.entries()) await tx.update(categories).set({ sort }).where(eq(categories.id, sid));
    await audit(tx, actor, { entityType: 'category', entityId: id, action: 'category.move', before: { order: siblings.map((s) => s.id) }, after: { order } });
    catalogChanged(tx);
  });
}

/**
 * Puts the children of one parent (null: the top level) in the order given, as a drop in the tree leaves them. The
 * list must hold exactly those children, read under lock: a tree changed meanwhile is refused, not half applied.
 */
export async function reorderCategories(actor: AuditActor, parentId: number | null, ids: readonly number[]): Promise<void> {
  await getDb().transaction(async (tx) => {
    const siblings = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId))
      .orderBy(asc(categories.sort), asc(categories.id))
      .for('update');
    const before = siblings.map((s) => s.id);
    if (before.length !== ids.length || before.some((id) => !ids.includes(id))) throw new ValidationError(categoryMessages.notSiblings, { ids: categoryMessages.notSiblings });
    for (const [sort, id] of ids.entries()) await tx.update(categories).set({ sort }).where(eq(categories.id, id));
    await audit(tx, actor, { entityType: 'category', entityId: parentId ?? 'root', action: 'category.reorder', before: { order: before }, after: { order: [...ids] } });
    catalogChanged(tx);
  });
}

export async function deleteCategory(actor: AuditActor, id: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    const before = await lock(tx, id);
    const used = (await tx.$count(products, eq(products.categoryId, id))) + (await tx.$count(categories, eq(categories.parentId, id)));
    if (used > 0) throw new ConflictError(categoryMessages.inUse);
    await tx.delete(categories).where(eq(categories.id, id));
    releasePictures(tx, srcsOf(before.images));
    await audit(tx, actor, { entityType: 'category', entityId: id, action: 'delete', before: pick(before), after: null });
    catalogChanged(tx);
  });
}
