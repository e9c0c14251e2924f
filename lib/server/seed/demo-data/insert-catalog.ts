import 'server-only';
import { placeholderImage } from '@/lib/media/placeholder';
import type { Tx } from '../../db/client';
import {
  attributes,
  attributeValues,
  brands,
  bundleItems,
  bundles,
  categories,
  insurancePlans,
  productInsurances,
  products,
  productVariants,
} from '../../db/schema';
import { attributeDefs, COLOUR_ATTRIBUTE } from './attributes';
import { brandDefs } from './brands';
import { buildProductDraft, buildVariantDrafts } from './build-catalog';
import { bundleDefs } from './bundles';
import { categoryDefs } from './categories';
import { forcedInsurance, insuranceDefs } from './insurance';
import { createRng } from './prng';
import { productDefs } from './products';

export type CatalogSummary = {
  categories: number;
  brands: number;
  attributeValues: number;
  products: number;
  variants: number;
  insurancePlans: number;
  productInsurances: number;
  bundles: number;
  bundleItems: number;
};

/** Ids of what the catalog inserted, by the keys the demo data uses, so content can link to it. */
export type CatalogIds = {
  categoryId: Map<string, number>;
  brandId: Map<string, number>;
  product: Map<string, { id: number; slug: string }>;
  summary: CatalogSummary;
};

async function insertCategories(tx: Tx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  let pending = categoryDefs.map((c, sort) => ({ ...c, sort }));
  // One insert per tree level: a child needs its parent's id.
  while (pending.length > 0) {
    const ready = pending.filter((c) => c.parent === null || ids.has(c.parent));
    if (ready.length === 0) throw new Error('demo categories name a parent that does not exist');
    const rows = await tx
      .insert(categories)
      .values(
        ready.map((c) => ({
          parentId: c.parent === null ? null : ids.get(c.parent)!,
          slug: c.slug,
          title: c.title,
          images: placeholderImage('category', c.hue, c.title),
          showInHome: c.showInHome,
          sort: c.sort,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    for (const r of rows) ids.set(r.slug, r.id);
    pending = pending.filter((c) => !ids.has(c.slug));
  }
  return ids;
}

async function insertAttributes(tx: Tx): Promise<Map<string, number>> {
  const attrRows = await tx
    .insert(attributes)
    .values(attributeDefs.map((a, sort) => ({ title: a.title, type: a.type, sort })))
    .returning({ id: attributes.id, title: attributes.title });
  const attrId = new Map(attrRows.map((a) => [a.title, a.id]));
  const valueRows = await tx
    .insert(attributeValues)
    .values(attributeDefs.flatMap((a) => a.values.map((v, sort) => ({ attributeId: attrId.get(a.title)!, ...v, sort }))))
    .returning({ id: attributeValues.id, attributeId: attributeValues.attributeId, title: attributeValues.title });
  const titleOf = new Map(attrRows.map((a) => [a.id, a.title]));
  return new Map(valueRows.map((v) => [`${titleOf.get(v.attributeId)}|${v.title}`, v.id]));
}

export async function seedCatalog(tx: Tx, now: Date): Promise<CatalogIds> {
  const rng = createRng(1405);
  const categoryId = await insertCategories(tx);
  const brandRows = await tx
    .insert(brands)
    .values(brandDefs.map((b, sort) => ({ ...b, aliases: [...b.aliases], images: placeholderImage('brand', b.hue, b.titleEn), sort })))
    .returning({ id: brands.id, slug: brands.slug });
  const brandId = new Map(brandRows.map((b) => [b.slug, b.id]));
  const valueId = await insertAttributes(tx);

  const drafts = productDefs.map((def, i) => buildProductDraft(def, i, brandDefs.find((b) => b.slug === def.brand), now, rng));
  const productRows = await tx
    .insert(products)
    .values(
      drafts.map(({ def, ...d }) => ({
        slug: def.key,
        title: def.title,
        titleEn: def.titleEn,
        categoryId: lookup(categoryId, def.category, 'category'),
        brandId: def.brand === null ? null : lookup(brandId, def.brand, 'brand'),
        summary: def.summary,
        description: def.description,
        specs: def.specs,
        ...d,
      })),
    )
    .returning({ id: products.id, slug: products.slug });
  const product = new Map(productRows.map((p) => [p.slug, p]));

  const variantDrafts = productDefs.flatMap((def) => buildVariantDrafts(def, now, rng));
  const variantRows = await tx
    .insert(productVariants)
    .values(
      variantDrafts.map(({ productKey, colour, attr2, ...v }) => ({
        ...v,
        productId: product.get(productKey)!.id,
        attr1ValueId: lookup(valueId, `${COLOUR_ATTRIBUTE}|${colour}`, 'colour'),
        attr2ValueId: attr2 === null ? null : lookup(valueId, `${attr2.attribute}|${attr2.title}`, 'attribute value'),
      })),
    )
    .returning({ id: productVariants.id, sku: productVariants.sku });
  const variantId = new Map(variantRows.map((v) => [v.sku, v.id]));
  const variantOf = (key: string, index: number) => lookup(variantId, `VT-${key.toUpperCase()}-${index + 1}`, 'variant');

  const planRows = await tx
    .insert(insurancePlans)
    .values(insuranceDefs.map(({ key: _key, hue, ...p }) => ({ ...p, images: placeholderImage('logo', hue, p.company) })))
    .returning({ id: insurancePlans.id, title: insurancePlans.title });
  const planId = new Map(insuranceDefs.map((p) => [p.key, planRows.find((r) => r.title === p.title)!.id]));
  const insuranceValues = productDefs
    .filter((def) => def.kind === 'phone')
    .flatMap((def) =>
      insuranceDefs.map((plan) => ({
        productId: product.get(def.key)!.id,
        insuranceId: planId.get(plan.key)!,
        forced: def.brand === forcedInsurance.brand && plan.key === forcedInsurance.plan,
      })),
    );
  await tx.insert(productInsurances).values(insuranceValues);

  const bundleRows = await tx
    .insert(bundles)
    .values(
      bundleDefs.map((b) => ({
        productId: lookup(product, b.product, 'product').id,
        title: b.title,
        info: b.info,
        isGroup: b.isGroup,
        timed: b.timedDays !== undefined,
        toDate: b.timedDays === undefined ? null : new Date(now.getTime() + b.timedDays * 86_400_000),
      })),
    )
    .returning({ id: bundles.id, title: bundles.title });
  const itemValues = bundleDefs.flatMap((b) => {
    const bundleId = bundleRows.find((r) => r.title === b.title)!.id;
    return b.items.map((item) => ({ bundleId, variantId: variantOf(item.product, item.variant), qty: 1, discount: item.discount }));
  });
  await tx.insert(bundleItems).values(itemValues);

  return {
    categoryId,
    brandId,
    product,
    summary: {
      categories: categoryId.size,
      brands: brandId.size,
      attributeValues: valueId.size,
      products: productRows.length,
      variants: variantRows.length,
      insurancePlans: planRows.length,
      productInsurances: insuranceValues.length,
      bundles: bundleRows.length,
      bundleItems: itemValues.length,
    },
  };
}

export function lookup<V>(map: ReadonlyMap<string, V>, key: string, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo data names an unknown ${what}: ${key}`);
  return value;
}
