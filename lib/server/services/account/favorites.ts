import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { accountMessages as msg, type Favorite } from '@/lib/contracts/account';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { favorites, products } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { cardOf } from '../catalog/product-related';
import { defaultVariant, loadVariantRows } from '../catalog/product-variants';

/** Adding a favourite twice changes nothing; a product no longer on sale cannot be added. */
export async function addFavorite(userId: number, productId: number): Promise<void> {
  const [product] = await getDb()
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.active, true), eq(products.published, true)));
  if (!product) throw new NotFoundError(msg.unknownProduct);
  await getDb().insert(favorites).values({ userId, productId, createdAt: now() }).onConflictDoNothing();
}

/** Removing one that is not there is not an error: the outcome the caller wanted holds either way. */
export async function removeFavorite(userId: number, productId: number): Promise<void> {
  await getDb().delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
}

export async function listFavoriteIds(userId: number): Promise<number[]> {
  const rows = await getDb()
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.productId));
  return rows.map((r) => r.productId);
}

/**
 * Each favourite as its card prices it now (the cheapest variant in stock, the promotion while it runs), with
 * that variant's stock. Products taken off sale, or left with no active variant, are not listed.
 */
export async function listFavorites(userId: number): Promise<Favorite[]> {
  const at = now();
  const rows = await getDb()
    .select({ product: products, addedAt: favorites.createdAt })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(and(eq(favorites.userId, userId), eq(products.active, true), eq(products.published, true)))
    .orderBy(desc(favorites.createdAt), desc(favorites.productId));
  const variants = await loadVariantRows(rows.map((r) => r.product.id));
  const list: Favorite[] = [];
  for (const { product: p, addedAt } of rows) {
    const v = defaultVariant(variants.filter((x) => x.productId === p.id), at);
    if (v) list.push({ ...cardOf(p, v, at), stock: v.stock, addedAt: addedAt.toISOString() });
  }
  return list;
}
