import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { CategoryNode } from '@/lib/contracts/catalog';
import { productPath, type ProductDetail, type SpecGroup } from '@/lib/contracts/product';
import { ratingSummary } from '@/lib/contracts/reviews';
import { sanitizeRichText } from '@/lib/sanitize-html';
import { cached } from '../../cache';
import { getDb } from '../../db/client';
import { brands, products } from '../../db/schema';
import type { SpecRow } from '../../db/schema/types';
import { productTag } from './stock-changes';
import { CATALOG_TAG, listCategoryTree } from './categories';
import { listProductBundles } from './product-bundles';
import { listProductInsurances } from './product-insurance';
import { listRelatedProducts } from './product-related';
import { attributeRefs, defaultVariant, loadVariantRows, toVariant } from './product-variants';

const RELATED_LIMIT = 10;

/** Root-first path to a category in the active tree; empty when the category is hidden. */
export function categoryPath(tree: readonly CategoryNode[], categoryId: number): CategoryNode[] {
  for (const node of tree) {
    if (node.id === categoryId) return [node];
    const below = categoryPath(node.childs, categoryId);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** Spec rows grouped by their group title, groups and rows in the order they were written. */
export function groupSpecs(rows: readonly SpecRow[]): SpecGroup[] {
  const groups = new Map<string, SpecGroup>();
  for (const row of rows) {
    const group = groups.get(row.group) ?? { group: row.group, items: [] };
    group.items.push({ title: row.title, value: row.value });
    groups.set(row.group, group);
  }
  return [...groups.values()];
}

async function loadProductDetail(id: number, now: Date, hiddenToo = false): Promise<ProductDetail | null> {
  const [row] = await getDb()
    .select({ product: products, brand: brands })
    .from(products)
    .leftJoin(brands, and(eq(brands.id, products.brandId), eq(brands.active, true)))
    .where(hiddenToo ? eq(products.id, id) : and(eq(products.id, id), eq(products.active, true), eq(products.published, true)));
  if (!row) return null;
  const { product, brand } = row;

  const [variantRows, refs, tree] = await Promise.all([loadVariantRows([id]), attributeRefs(), listCategoryTree()]);
  const variants = variantRows.map((v) => toVariant(v, refs, now));
  const [insurances, bundles, related] = await Promise.all([
    listProductInsurances(id, variants),
    listProductBundles(id, now),
    listRelatedProducts(product, RELATED_LIMIT, now),
  ]);

  return {
    id: product.id,
    slug: product.slug,
    title: product.title,
    titleEn: product.titleEn,
    brand: brand ? { id: brand.id, slug: brand.slug, title: brand.title, titleEn: brand.titleEn } : null,
    categoryPath: categoryPath(tree, product.categoryId).map((c) => ({ id: c.id, slug: c.slug, title: c.title })),
    images: product.images,
    summary: product.summary,
    description: sanitizeRichText(product.description),
    specs: groupSpecs(product.specs),
    variants,
    defaultVariantId: defaultVariant(variants, now)?.id ?? null,
    insurances,
    bundles,
    related,
    canonicalPath: productPath(product),
    rating: ratingSummary(product.ratingCount, product.ratingSum),
    seo: { title: product.seoTitle || product.title, description: product.seoDescription || product.summary },
  };
}

/** Ids of the products on sale; checked first so made-up ids never add entries to the shared cache. */
function activeProductIds(): Promise<Set<number>> {
  return cached('product:ids', [CATALOG_TAG], async () => {
    const rows = await getDb().select({ id: products.id }).from(products).where(and(eq(products.active, true), eq(products.published, true)));
    return new Set(rows.map((r) => r.id));
  });
}

/**
 * The product page and its API share this read. It is cached under the catalog tag and its own, so a change made
 * through the service layer (stock held or released: stock-changes.ts) shows at once and any other change within a
 * minute; a promotion that ends inside that minute is dropped by the page's own countdown.
 */
export async function getProductDetail(id: number): Promise<ProductDetail | null> {
  if (!(await activeProductIds()).has(id)) return null;
  return cached(`product:${id}`, [CATALOG_TAG, productTag(id)], () => loadProductDetail(id, new Date()));
}

/** A product as its page would show it, published or not, read afresh: the operator's preview (product-preview.ts). */
export function loadProductForPreview(id: number): Promise<ProductDetail | null> {
  return loadProductDetail(id, new Date(), true);
}
