import 'server-only';
import type { Brand, CategoryNode } from '@/lib/contracts/catalog';
import type { Breadcrumb, Listing, ListingQuery } from '@/lib/contracts/listing';
import { NotFoundError } from '../../errors';
import { listBrands } from './brands';
import { listCategoryTree } from './categories';
import type { CardScope } from './listing-query';
import { searchCondition } from './listing-search';

export const categoryPath = (slug: string) => `/shop/category-${slug}`;
export const brandPath = (slug: string) => `/shop/brand-${slug}`;
const HOME: Breadcrumb = { title: 'خانه', href: '/' };

/** The node with this slug and its ancestors, root first. */
function findCategory(nodes: readonly CategoryNode[], slug: string, trail: CategoryNode[] = []): CategoryNode[] | null {
  for (const node of nodes) {
    if (node.slug === slug) return [...trail, node];
    const found = findCategory(node.childs, slug, [...trail, node]);
    if (found) return found;
  }
  return null;
}

export function findCategoryById(nodes: readonly CategoryNode[], id: number): CategoryNode | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findCategoryById(node.childs, id);
    if (found) return found;
  }
  return null;
}

export function subtreeIds(node: CategoryNode): number[] {
  return [node.id, ...node.childs.flatMap(subtreeIds)];
}

export type ResolvedScope = Pick<Listing, 'title' | 'category' | 'brand' | 'subcategories' | 'breadcrumbs'> & {
  scope: CardScope;
  brands: Brand[];
};

/** The category or brand a listing is about; an unknown or inactive slug is a 404. */
export async function resolveScope(query: Pick<ListingQuery, 'category' | 'brand' | 'search'>): Promise<ResolvedScope> {
  const [tree, brands] = await Promise.all([listCategoryTree(), listBrands()]);
  const search = searchCondition(query.search);
  const crumbs: Breadcrumb[] = [HOME];
  let title = 'همه محصولات';
  let category: CategoryNode | null = null;
  let brand: Brand | null = null;

  if (query.category) {
    const trail = findCategory(tree, query.category);
    if (!trail) throw new NotFoundError('دسته‌بندی مورد نظر یافت نشد');
    category = trail.at(-1)!;
    title = category.title;
    crumbs.push(...trail.map((c) => ({ title: c.title, href: categoryPath(c.slug) })));
  }
  if (query.brand) {
    brand = brands.find((b) => b.slug === query.brand) ?? null;
    if (!brand) throw new NotFoundError('برند مورد نظر یافت نشد');
    title = category ? `${category.title} ${brand.title}` : `محصولات ${brand.title}`;
    crumbs.push({ title: brand.title, href: brandPath(brand.slug) });
  }
  if (!category && !brand) {
    title = query.search ? `نتایج جستجو برای «${query.search}»` : title;
    crumbs.push({ title: query.search ? `جستجوی «${query.search}»` : title, href: query.search ? `/shop?search=${encodeURIComponent(query.search)}` : '/shop' });
  }

  return {
    title,
    category: category && { id: category.id, slug: category.slug, title: category.title },
    brand: brand && { id: brand.id, slug: brand.slug, title: brand.title },
    subcategories: category?.childs.map((c) => ({ slug: c.slug, title: c.title })) ?? [],
    breadcrumbs: crumbs,
    brands,
    scope: { categoryIds: category ? subtreeIds(category) : undefined, brandId: brand?.id, search },
  };
}
