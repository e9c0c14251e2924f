import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { SearchProduct, SearchResponse } from '@/lib/contracts/search';
import { SUGGEST_MIN_LENGTH, searchWords } from '@/lib/search/normalize';
import { getDb } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import { productMatch } from './product-match';
import { findGroups } from './search-groups';

export const SUGGESTED_PRODUCTS = 8;
export const SUGGESTED_GROUPS = 4;
/** Candidates ranked per branch: the top suggestions come from at most this many rows at any catalogue size. */
export const SUGGESTION_CANDIDATES = 100;

const EMPTY: SearchResponse = { searchResponse: [], categories: [], brands: [] };

async function findProducts(words: readonly string[]): Promise<SearchProduct[]> {
  const match = productMatch(words, SUGGESTION_CANDIDATES);
  const v = productVariants;
  const inStock = sql`exists (select 1 from ${v} where ${v.productId} = ${products.id} and ${v.active} and ${v.stock} > 0)`;
  const rows = await getDb()
    .select({ id: products.id, slug: products.slug, title: products.title, images: products.images })
    .from(products)
    .where(and(eq(products.active, true), eq(products.published, true), match.where))
    .orderBy(
      sql`${match.relevance} desc`,
      sql`${inStock} desc`,
      sql`${match.closeness} desc`,
      sql`${products.soldCount} desc`,
      sql`${products.id} desc`,
    )
    .limit(SUGGESTED_PRODUCTS);
  return rows.map((r) => ({ id: r.id, slug: r.slug, title: r.title, images: r.images[0] ?? null, alt: r.title }));
}

/**
 * SPEC §2/§3 search suggestions: products ranked by relevance then availability, and the matching
 * categories and brands. Under two meaningful characters the answer is empty without a query.
 */
export async function searchSuggestions(query: string): Promise<SearchResponse> {
  const words = searchWords(query);
  if ([...words.join(' ')].length < SUGGEST_MIN_LENGTH) return EMPTY;
  const [found, groups] = await Promise.all([findProducts(words), findGroups(words, SUGGESTED_GROUPS)]);
  return { searchResponse: found, ...groups };
}
