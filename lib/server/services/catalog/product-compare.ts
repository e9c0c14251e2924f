import 'server-only';
import { MAX_COMPARED, type CompareRow, type Comparison } from '@/lib/contracts/compare';
import type { ProductDetail } from '@/lib/contracts/product';
import { payablePrice } from '@/lib/pricing';
import { getProductDetail } from './product-detail';

const rootOf = (p: ProductDetail) => p.categoryPath[0] ?? null;

/**
 * Spec rows aligned across products: every (group, title) pair any of them has, groups and rows in the order they
 * first appear. A row differs when the values, trimmed, are not all equal (a missing value counts as different).
 */
export function alignSpecs(products: readonly Pick<ProductDetail, 'specs'>[]): CompareRow[] {
  const rows = new Map<string, CompareRow>();
  const groups: string[] = [];
  for (const [column, product] of products.entries()) {
    for (const group of product.specs) {
      if (!groups.includes(group.group)) groups.push(group.group);
      for (const item of group.items) {
        const key = `${group.group}\u0000${item.title}`;
        const row = rows.get(key) ?? { group: group.group, title: item.title, values: products.map(() => null), differs: false };
        row.values[column] = item.value;
        rows.set(key, row);
      }
    }
  }
  const aligned = [...rows.values()].sort((a, b) => groups.indexOf(a.group) - groups.indexOf(b.group));
  for (const row of aligned) row.differs = new Set(row.values.map((v) => v?.trim() ?? null)).size > 1;
  return aligned;
}

/** The /compare table: products of one top-level category (the first one's), read through the product cache. */
export async function getComparison(ids: readonly number[], now = new Date()): Promise<Comparison> {
  const read = await Promise.all(ids.slice(0, MAX_COMPARED).map((id) => getProductDetail(id)));
  const found = read.filter((p): p is ProductDetail => p !== null);
  const category = found[0] ? rootOf(found[0]) : null;
  const same = found.filter((p) => rootOf(p)?.id === category?.id);
  return {
    category,
    products: same.map((p) => {
      const variant = p.variants.find((v) => v.id === p.defaultVariantId && v.stock > 0);
      return { id: p.id, title: p.title, path: p.canonicalPath, image: p.images[0] ?? null, price: variant ? payablePrice(variant, now) : null };
    }),
    rows: alignSpecs(same),
    excluded: found.filter((p) => !same.includes(p)).map((p) => ({ id: p.id, title: p.title })),
  };
}
