import 'server-only';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '@/lib/contracts/admin/paging';
import type { AdminProduct, AdminVariant, CatalogOptions, ProductListQuery, ProductRow, ProductStatus } from '@/lib/contracts/admin/products';
import { productPath } from '@/lib/contracts/product';
import { toLatinDigits } from '@/lib/format/digits';
import { getDb, type Tx } from '../../db/client';
import { attributes, attributeValues, brands, categories, insurancePlans, productInsurances, products, productVariants } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { picturesOf } from './product-picture-list';
import { mainSrc } from './stored-pictures';

export const productAdminMessages = {
  notFound: 'این کالا پیدا نشد',
  variantNotFound: 'این تنوع کالا پیدا نشد',
} as const;

const statusOf = (p: { active: boolean; published: boolean }): ProductStatus => (!p.active ? 'archived' : p.published ? 'published' : 'draft');

function statusWhere(status: ProductStatus): SQL {
  if (status === 'archived') return eq(products.active, false);
  return and(eq(products.active, true), eq(products.published, status === 'published'))!;
}

const v = productVariants;
const minPrice = sql<number | null>`(select min(${v.discountPrice}) from ${v} where ${v.productId} = ${products.id} and ${v.active})`.mapWith((x) => (x === null ? null : Number(x)));
const stock = sql<number>`(select coalesce(sum(${v.stock}), 0) from ${v} where ${v.productId} = ${products.id} and ${v.active})`.mapWith(Number);
const variantCount = sql<number>`(select count(*) from ${v} where ${v.productId} = ${products.id})`.mapWith(Number);

const SORT_COLUMNS = { id: products.id, title: products.title, createdAt: products.createdAt, minPrice, stock } as const;

/** The console's product list: every product, archived ones too, with search by title, English title, id or SKU. */
export async function listAdminProducts(query: ProductListQuery): Promise<Paged<ProductRow>> {
  const { page, pageSize, sort, order, q } = query;
  const where: SQL[] = [];
  if (query.categoryId) where.push(eq(products.categoryId, query.categoryId));
  if (query.brandId) where.push(eq(products.brandId, query.brandId));
  if (query.status) where.push(statusWhere(query.status));
  if (query.lowStock) where.push(sql`exists (select 1 from ${v} where ${v.productId} = ${products.id} and ${v.active} and ${v.stock} <= 3)`);
  if (q) {
    const latin = toLatinDigits(q);
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(products.title, pattern),
        ilike(products.titleEn, pattern),
        ...(/^\d{1,9}$/.test(latin) ? [eq(products.id, Number(latin))] : []),
        sql`exists (select 1 from ${v} where ${v.productId} = ${products.id} and ${v.sku} ilike ${`%${latin.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`,
      )!,
    );
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const column = SORT_COLUMNS[sort];
  const db = getDb();
  const [rows, total] = await Promise.all([
    db
      .select({ p: products, categoryTitle: categories.title, brandTitle: brands.title, minPrice, stock, variantCount })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(condition)
      .orderBy(order === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`, order === 'asc' ? asc(products.id) : desc(products.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.$count(products, condition),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.p.id,
      title: r.p.title,
      slug: r.p.slug,
      categoryTitle: r.categoryTitle,
      brandTitle: r.brandTitle,
      status: statusOf(r.p),
      variantCount: r.variantCount,
      minPrice: r.minPrice,
      stock: r.stock,
      image: r.p.images[0]?.['original']?.src ?? Object.values(r.p.images[0] ?? {})[0]?.src ?? null,
      createdAt: r.p.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize,
  };
}

export function toAdminVariant(row: typeof productVariants.$inferSelect): AdminVariant {
  return {
    id: row.id,
    attr1ValueId: row.attr1ValueId,
    attr2ValueId: row.attr2ValueId,
    sku: row.sku,
    price: row.price,
    discountPrice: row.discountPrice,
    promotionPrice: row.promotionPrice,
    promotionTo: row.promotionTo?.toISOString() ?? null,
    upperDiscountAmount: row.upperDiscountAmount,
    stock: row.stock,
    maxBuy: row.maxBuy,
    active: row.active,
  };
}

/** A product as the edit form shows it, unpublished and archived ones included. Reads inside `tx` when given. */
export async function getAdminProduct(id: number, tx?: Tx): Promise<AdminProduct> {
  const db = tx ?? getDb();
  const [p] = await db.select().from(products).where(eq(products.id, id));
  if (!p) throw new NotFoundError(productAdminMessages.notFound);
  // One after the other: inside a transaction both run on its one connection.
  const variants = await db.select().from(productVariants).where(eq(productVariants.productId, id)).orderBy(asc(productVariants.sort), asc(productVariants.id));
  const insurances = await db.select().from(productInsurances).where(eq(productInsurances.productId, id)).orderBy(asc(productInsurances.insuranceId));
  const relatedRows = p.relatedIds.length === 0 ? [] : await db.select({ id: products.id, title: products.title, images: products.images }).from(products).where(inArray(products.id, p.relatedIds));
  const related = p.relatedIds.flatMap((rid) => relatedRows.filter((r) => r.id === rid).map((r) => ({ id: r.id, title: r.title, picture: r.images[0] ? mainSrc(r.images[0]) : null })));
  return {
    id: p.id,
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
    archived: !p.active,
    insurances: insurances.map((i) => ({ id: i.insuranceId, forced: i.forced })),
    relatedIds: p.relatedIds,
    related,
    variants: variants.map(toAdminVariant),
    pictures: picturesOf(p.images, variants),
    path: productPath(p),
    createdAt: p.createdAt.toISOString(),
  };
}

/** Categories (with their path), brands, insurance plans and attribute values the product form offers. */
export async function catalogOptions(): Promise<CatalogOptions> {
  const db = getDb();
  const [cats, brandRows, plans, attrs, values] = await Promise.all([
    db.select({ id: categories.id, title: categories.title, parentId: categories.parentId }).from(categories).orderBy(asc(categories.sort), asc(categories.id)),
    db.select({ id: brands.id, title: brands.title }).from(brands).orderBy(asc(brands.sort), asc(brands.title)),
    db.select({ id: insurancePlans.id, title: insurancePlans.title }).from(insurancePlans).orderBy(asc(insurancePlans.id)),
    db.select().from(attributes).orderBy(asc(attributes.sort), asc(attributes.id)),
    db.select().from(attributeValues).orderBy(asc(attributeValues.sort), asc(attributeValues.id)),
  ]);
  const byId = new Map(cats.map((c) => [c.id, c]));
  const pathOf = (id: number): string => {
    const parts: string[] = [];
    for (let c = byId.get(id); c && parts.length < 10; c = c.parentId ? byId.get(c.parentId) : undefined) parts.unshift(c.title);
    return parts.join(' › ');
  };
  return {
    categories: cats.map((c) => ({ id: c.id, title: pathOf(c.id) })).sort((a, b) => a.title.localeCompare(b.title, 'fa')),
    brands: brandRows,
    insurancePlans: plans,
    attributes: attrs.map((a) => ({
      id: a.id,
      title: a.title,
      type: a.type,
      values: values.filter((x) => x.attributeId === a.id).map((x) => ({ id: x.id, title: x.title, value: x.value, picture: mainSrc(x.images) })),
    })),
  };
}
