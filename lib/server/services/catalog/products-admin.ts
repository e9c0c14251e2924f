import 'server-only';
import { and, eq, inArray, like, ne } from 'drizzle-orm';
import { slugify, type AdminProduct, type ProductInput } from '@/lib/contracts/admin/products';
import { buildSearchText } from '@/lib/search/normalize';
import { sanitizeRichText } from '@/lib/sanitize-html';
import { getDb, type Tx } from '../../db/client';
import { brands, categories, insurancePlans, orderLines, productInsurances, products, productVariants } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../errors';
import { audit, type AuditActor } from '../audit/audit-log';
import { catalogChanged } from './catalog-changed';
import { getAdminProduct, productAdminMessages } from './products-admin-read';
import { releasePictures, srcsOf } from './stored-pictures';

export const productWriteMessages = {
  slugTaken: 'این نشانی برای کالای دیگری ثبت شده است؛ نشانی دیگری بنویسید',
  slugEmpty: 'از این نام نمی‌توان نشانی ساخت؛ نشانی کالا را خودتان بنویسید',
  noCategory: 'این دسته‌بندی وجود ندارد',
  noBrand: 'این برند وجود ندارد',
  noInsurance: 'یکی از طرح‌های بیمه وجود ندارد',
  duplicateInsurance: 'هر طرح بیمه را یک بار انتخاب کنید',
  noRelated: 'یکی از کالاهای مرتبط وجود ندارد',
  relatedSelf: 'کالا نمی‌تواند مرتبط با خودش باشد',
} as const;

type ProductRowT = typeof products.$inferSelect;

/** The fields the audit log keeps for a product (search columns are derived, so left out). */
const audited = (p: ProductRowT, insurances: { id: number; forced: boolean }[]) => ({
  title: p.title,
  titleEn: p.titleEn,
  slug: p.slug,
  categoryId: p.categoryId,
  brandId: p.brandId,
  summary: p.summary,
  description: p.description,
  specs: p.specs,
  aliases: p.aliases,
  seoTitle: p.seoTitle,
  seoDescription: p.seoDescription,
  published: p.published,
  active: p.active,
  insurances,
  relatedIds: p.relatedIds,
});

async function insurancesOf(tx: Tx, productId: number) {
  const rows = await tx.select().from(productInsurances).where(eq(productInsurances.productId, productId)).orderBy(productInsurances.insuranceId);
  return rows.map((r) => ({ id: r.insuranceId, forced: r.forced }));
}

async function slugTaken(tx: Tx, slug: string, exceptId: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(exceptId === null ? eq(products.slug, slug) : and(eq(products.slug, slug), ne(products.id, exceptId)));
  return Boolean(row);
}

/**
 * The slug to store: the operator's own must be free (a field error otherwise); one made from the title gets the
 * first free `-2`, `-3`… suffix. The unique index stays the last word against a race.
 */
async function chooseSlug(tx: Tx, wanted: string, title: string, exceptId: number | null): Promise<string> {
  if (wanted) {
    if (await slugTaken(tx, wanted, exceptId)) throw new ValidationError(productWriteMessages.slugTaken, { slug: productWriteMessages.slugTaken });
    return wanted;
  }
  const base = slugify(title);
  if (!base) throw new ValidationError(productWriteMessages.slugEmpty, { slug: productWriteMessages.slugEmpty });
  const rows = await tx.select({ slug: products.slug }).from(products).where(and(like(products.slug, `${base}%`), exceptId === null ? undefined : ne(products.id, exceptId)));
  const used = new Set(rows.map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Category, brand and insurance plans exist: Persian field errors rather than a foreign-key failure. */
async function checkReferences(tx: Tx, input: ProductInput, selfId: number | null) {
  const related = [...new Set(input.relatedIds)];
  if (selfId !== null && related.includes(selfId)) throw new ValidationError(productWriteMessages.relatedSelf, { relatedIds: productWriteMessages.relatedSelf });
  if (related.length > 0 && (await tx.$count(products, inArray(products.id, related))) !== related.length) {
    throw new ValidationError(productWriteMessages.noRelated, { relatedIds: productWriteMessages.noRelated });
  }
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId));
  if (!category) throw new ValidationError(productWriteMessages.noCategory, { categoryId: productWriteMessages.noCategory });
  let brand: typeof brands.$inferSelect | undefined;
  if (input.brandId !== null) {
    [brand] = await tx.select().from(brands).where(eq(brands.id, input.brandId));
    if (!brand) throw new ValidationError(productWriteMessages.noBrand, { brandId: productWriteMessages.noBrand });
  }
  const ids = input.insurances.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw new ValidationError(productWriteMessages.duplicateInsurance, { insurances: productWriteMessages.duplicateInsurance });
  if (ids.length > 0) {
    const found = await tx.select({ id: insurancePlans.id }).from(insurancePlans).where(inArray(insurancePlans.id, ids));
    if (found.length !== ids.length) throw new ValidationError(productWriteMessages.noInsurance, { insurances: productWriteMessages.noInsurance });
  }
  return brand;
}

function columnsFrom(input: ProductInput, slug: string, brand: typeof brands.$inferSelect | undefined) {
  const names = [input.title, input.titleEn, ...input.aliases];
  return {
    title: input.title,
    titleEn: input.titleEn || null,
    slug,
    categoryId: input.categoryId,
    brandId: input.brandId,
    summary: input.summary,
    description: sanitizeRichText(input.description),
    specs: input.specs,
    aliases: input.aliases,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
    published: input.published,
    relatedIds: [...new Set(input.relatedIds)],
    searchText: buildSearchText([...names, brand?.title, brand?.titleEn, ...(brand?.aliases ?? [])]),
    searchTitle: buildSearchText(names),
  };
}

async function writeInsurances(tx: Tx, productId: number, insurances: ProductInput['insurances']) {
  await tx.delete(productInsurances).where(eq(productInsurances.productId, productId));
  if (insurances.length > 0) await tx.insert(productInsurances).values(insurances.map((i) => ({ productId, insuranceId: i.id, forced: i.forced })));
}

export async function createProduct(actor: AuditActor, input: ProductInput): Promise<AdminProduct> {
  return getDb().transaction(async (tx) => {
    const brand = await checkReferences(tx, input, null);
    const slug = await chooseSlug(tx, input.slug, input.title, null);
    const [row] = await tx.insert(products).values(columnsFrom(input, slug, brand)).returning();
    await writeInsurances(tx, row!.id, input.insurances);
    await audit(tx, actor, { entityType: 'product', entityId: row!.id, action: 'create', before: null, after: audited(row!, input.insurances) });
    catalogChanged(tx);
    return getAdminProduct(row!.id, tx);
  });
}

async function lockProduct(tx: Tx, id: number): Promise<ProductRowT> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw new NotFoundError(productAdminMessages.notFound);
  return row;
}

/**
 * Everything the form edits. The product keeps its id, so a changed slug needs no redirect table: the product page
 * answers any other slug under the same id with a 308 to the current one.
 */
export async function updateProduct(actor: AuditActor, id: number, input: ProductInput): Promise<AdminProduct> {
  return getDb().transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    const beforeInsurances = await insurancesOf(tx, id);
    const brand = await checkReferences(tx, input, id);
    const slug = input.slug === before.slug ? before.slug : await chooseSlug(tx, input.slug, input.title, id);
    const [after] = await tx.update(products).set(columnsFrom(input, slug, brand)).where(eq(products.id, id)).returning();
    await writeInsurances(tx, id, input.insurances);
    await audit(tx, actor, { entityType: 'product', entityId: id, action: 'update', before: audited(before, beforeInsurances), after: audited(after!, input.insurances) });
    catalogChanged(tx);
    return getAdminProduct(id, tx);
  });
}

/** Publishing an archived product brings it back as well. */
export async function setProductPublished(actor: AuditActor, id: number, published: boolean): Promise<AdminProduct> {
  return getDb().transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    const changes = published ? { published, active: true } : { published };
    await tx.update(products).set(changes).where(eq(products.id, id));
    await audit(tx, actor, {
      entityType: 'product',
      entityId: id,
      action: published ? 'product.publish' : 'product.unpublish',
      before: { published: before.published, active: before.active },
      after: { published, active: published ? true : before.active },
    });
    catalogChanged(tx);
    return getAdminProduct(id, tx);
  });
}

/** A free SKU made from another: `X-copy`, `X-copy-2`… */
async function copySku(tx: Tx, sku: string): Promise<string> {
  const base = `${sku}-copy`.slice(0, 60);
  const rows = await tx.select({ sku: productVariants.sku }).from(productVariants).where(like(productVariants.sku, `${base}%`));
  const used = new Set(rows.map((r) => r.sku));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A copy as a draft (unpublished), with its variants (new SKUs, the same prices and no stock) and insurance plans. */
export async function duplicateProduct(actor: AuditActor, id: number): Promise<AdminProduct> {
  return getDb().transaction(async (tx) => {
    const source = await lockProduct(tx, id);
    const title = `${source.title} (کپی)`;
    const slug = await chooseSlug(tx, '', `${source.slug}-copy`, null);
    const [copy] = await tx
      .insert(products)
      .values({ ...source, id: undefined, createdAt: undefined, soldCount: 0, title, slug, published: false, active: true })
      .returning();
    const variants = await tx.select().from(productVariants).where(eq(productVariants.productId, id)).orderBy(productVariants.sort, productVariants.id);
    for (const v of variants) {
      await tx.insert(productVariants).values({ ...v, id: undefined, productId: copy!.id, sku: await copySku(tx, v.sku), stock: 0 });
    }
    const insurances = await insurancesOf(tx, id);
    await writeInsurances(tx, copy!.id, insurances);
    await audit(tx, actor, { entityType: 'product', entityId: copy!.id, action: 'product.duplicate', before: null, after: { ...audited(copy!, insurances), duplicatedFrom: id } });
    return getAdminProduct(copy!.id, tx);
  });
}

/**
 * Deletes a product nothing refers to; one that orders refer to is archived instead (hidden from shoppers and kept for
 * the orders' sake). Baskets and favourites holding it lose it with the delete, and its stored pictures go once nothing
 * else names them.
 */
export async function removeProduct(actor: AuditActor, id: number): Promise<{ outcome: 'deleted' | 'archived' }> {
  return getDb().transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    const insurances = await insurancesOf(tx, id);
    const [ordered] = await tx.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.productId, id)).limit(1);
    catalogChanged(tx);
    if (ordered) {
      await tx.update(products).set({ active: false, published: false }).where(eq(products.id, id));
      await audit(tx, actor, { entityType: 'product', entityId: id, action: 'product.archive', before: { active: before.active, published: before.published }, after: { active: false, published: false } });
      return { outcome: 'archived' as const };
    }
    const variants = await tx.select().from(productVariants).where(eq(productVariants.productId, id));
    await tx.delete(products).where(eq(products.id, id));
    releasePictures(tx, srcsOf([before.images, variants.map((v) => v.images)]));
    await audit(tx, actor, { entityType: 'product', entityId: id, action: 'delete', before: { ...audited(before, insurances), variants: variants.map((v) => ({ id: v.id, sku: v.sku, price: v.price, stock: v.stock })) }, after: null });
    return { outcome: 'deleted' as const };
  });
}
