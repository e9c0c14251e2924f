import 'server-only';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { slugify } from '@/lib/contracts/admin/products';
import type { AdminBrand, BrandInput } from '@/lib/contracts/admin/taxonomy';
import { buildSearchText } from '@/lib/search/normalize';
import { getDb, type Tx } from '../../db/client';
import { brands, products } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { audit, type AuditActor } from '../audit/audit-log';
import { catalogChanged } from './catalog-changed';
import { mainSrc, releasePictures, srcsOf } from './stored-pictures';

export const brandMessages = {
  notFound: 'این برند پیدا نشد',
  slugTaken: 'این نشانی برای برند دیگری ثبت شده است',
  slugEmpty: 'از این نام نمی‌توان نشانی ساخت؛ نشانی را خودتان بنویسید',
  inUse: 'این برند کالا دارد؛ به جای حذف، آن را غیرفعال کنید',
} as const;

type Row = typeof brands.$inferSelect;
const productCount = sql<number>`(select count(*) from ${products} where ${products.brandId} = ${brands.id})`.mapWith(Number);
const pick = (b: Row) => ({ id: b.id, title: b.title, titleEn: b.titleEn, slug: b.slug, aliases: b.aliases, active: b.active, sort: b.sort, picture: mainSrc(b.images) });

export async function listAdminBrands(): Promise<AdminBrand[]> {
  const rows = await getDb().select({ b: brands, productCount }).from(brands).orderBy(asc(brands.sort), asc(brands.title));
  return rows.map((r) => ({ ...pick(r.b), productCount: r.productCount }));
}

async function chooseSlug(tx: Tx, input: BrandInput, exceptId: number | null): Promise<string> {
  const slug = input.slug || slugify(input.titleEn) || slugify(input.title);
  if (!slug) throw new ValidationError(brandMessages.slugEmpty, { slug: brandMessages.slugEmpty });
  const [taken] = await tx.select({ id: brands.id }).from(brands).where(exceptId === null ? eq(brands.slug, slug) : and(eq(brands.slug, slug), ne(brands.id, exceptId)));
  if (taken) throw new ValidationError(brandMessages.slugTaken, { slug: brandMessages.slugTaken });
  return slug;
}

/** A brand's names are part of its products' search text: renaming it refreshes theirs. */
async function refreshSearchText(tx: Tx, brand: Row) {
  const rows = await tx.select().from(products).where(eq(products.brandId, brand.id));
  for (const p of rows) {
    const names = [p.title, p.titleEn, ...p.aliases];
    await tx.update(products).set({ searchText: buildSearchText([...names, brand.title, brand.titleEn, ...brand.aliases]) }).where(eq(products.id, p.id));
  }
}

export async function createBrand(actor: AuditActor, input: BrandInput): Promise<AdminBrand> {
  return getDb().transaction(async (tx) => {
    const slug = await chooseSlug(tx, input, null);
    const [row] = await tx.insert(brands).values({ ...input, slug }).returning();
    await audit(tx, actor, { entityType: 'brand', entityId: row!.id, action: 'create', before: null, after: pick(row!) });
    catalogChanged(tx);
    return { ...pick(row!), productCount: 0 };
  });
}

async function lock(tx: Tx, id: number): Promise<Row> {
  const [row] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
  if (!row) throw new NotFoundError(brandMessages.notFound);
  return row;
}

export async function updateBrand(actor: AuditActor, id: number, input: BrandInput): Promise<AdminBrand> {
  return getDb().transaction(async (tx) => {
    const before = await lock(tx, id);
    const slug = input.slug === before.slug ? before.slug : await chooseSlug(tx, input, id);
    const [after] = await tx.update(brands).set({ ...input, slug }).where(eq(brands.id, id)).returning();
    await refreshSearchText(tx, after!);
    await audit(tx, actor, { entityType: 'brand', entityId: id, action: 'update', before: pick(before), after: pick(after!) });
    catalogChanged(tx);
    return { ...pick(after!), productCount: await tx.$count(products, eq(products.brandId, id)) };
  });
}

export async function deleteBrand(actor: AuditActor, id: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    const before = await lock(tx, id);
    if ((await tx.$count(products, eq(products.brandId, id))) > 0) throw new ConflictError(brandMessages.inUse);
    await tx.delete(brands).where(eq(brands.id, id));
    releasePictures(tx, srcsOf(before.images));
    await audit(tx, actor, { entityType: 'brand', entityId: id, action: 'delete', before: pick(before), after: null });
    catalogChanged(tx);
  });
}
