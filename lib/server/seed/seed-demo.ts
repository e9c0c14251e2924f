import 'server-only';
import { placeholderImage } from '@/lib/media/placeholder';
import type { Db } from '../db/client';
import {
  attributes,
  attributeValues,
  banners,
  branches,
  brands,
  bundleItems,
  bundles,
  categories,
  cities,
  companyAddresses,
  companySettings,
  departments,
  faqGroups,
  faqs,
  insurancePlans,
  menuGroups,
  menuItems,
  productInsurances,
  products,
  productVariants,
  provinces,
  siteLinks,
  siteNotifications,
} from '../db/schema';
import { attributeDefs, COLOUR_ATTRIBUTE } from './demo-data/attributes';
import { brandDefs } from './demo-data/brands';
import { buildProductDraft, buildVariantDrafts } from './demo-data/build-catalog';
import { bundleDefs } from './demo-data/bundles';
import { categoryDefs } from './demo-data/categories';
import { branchDefs, companyAddressDefs, companyTexts, departmentDefs, shopName } from './demo-data/company';
import { bannerDefs, mainMenuTitle, menuBannerDefs, notificationDefs, quickLinkDefs, quickLinksTitle, siteLinkDefs } from './demo-data/content';
import type { LinkTarget } from './demo-data/content';
import { faqDefs } from './demo-data/faq';
import { forcedInsurance, insuranceDefs } from './demo-data/insurance';
import { createRng } from './demo-data/prng';
import { productDefs } from './demo-data/products';
import { provinceDefs } from './demo-data/provinces';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type SeedSummary = {
  provinces: number;
  cities: number;
  branches: number;
  categories: number;
  brands: number;
  attributeValues: number;
  products: number;
  variants: number;
  insurancePlans: number;
  productInsurances: number;
  bundles: number;
  bundleItems: number;
  menuItems: number;
  banners: number;
  siteLinks: number;
  notifications: number;
  faqs: number;
};

/** The demo goes only into a database without a shop: company settings are the first thing any shop has. */
export async function isDatabaseEmpty(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ id: companySettings.id }).from(companySettings).limit(1);
  return rows.length === 0;
}

export async function seedDemo(db: Db, opts: { now?: Date } = {}): Promise<SeedSummary> {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    if (!(await isDatabaseEmpty(tx))) {
      throw new Error('seedDemo: the database already holds a shop (company_settings is not empty)');
    }
    await seedCompany(tx);
    const geo = await seedGeo(tx);
    const catalog = await seedCatalog(tx, now);
    const content = await seedContent(tx, catalog);
    return { ...geo, ...catalog.summary, ...content };
  });
}

async function seedCompany(tx: Tx): Promise<void> {
  await tx.insert(companySettings).values({
    id: 1,
    name: shopName,
    logoImages: placeholderImage('logo', 210, shopName),
    footerLogo: placeholderImage('logo', 225, shopName),
    loginImages: companyTexts.loginImages.map((label, i) => placeholderImage('banner-narrow', 200 + i * 45, label)),
    footerCopyright: companyTexts.footerCopyright,
    footerAbout: companyTexts.footerAbout,
    promotionGalleryUrl: companyTexts.promotionGalleryUrl,
    catalogMode: false,
    maintenanceMode: false,
    validGateways: ['sandbox'],
  });
  await tx.insert(companyAddresses).values(companyAddressDefs.map((a, sort) => ({ ...a, sort })));
  await tx.insert(departments).values(departmentDefs.map((d, sort) => ({ ...d, sort })));
}

async function seedGeo(tx: Tx) {
  const provinceRows = await tx
    .insert(provinces)
    .values(provinceDefs.map((p, sort) => ({ title: p.title, sort })))
    .returning({ id: provinces.id, title: provinces.title });
  const provinceId = new Map(provinceRows.map((p) => [p.title, p.id]));
  const cityValues = provinceDefs.flatMap((p) => {
    const id = provinceId.get(p.title)!;
    return [
      { provinceId: id, title: p.capital, isCapital: true },
      ...p.cities.map((title) => ({ provinceId: id, title, isCapital: false })),
    ];
  });
  const cityRows = await tx
    .insert(cities)
    .values(cityValues)
    .returning({ id: cities.id, provinceId: cities.provinceId, title: cities.title });
  const cityId = new Map(cityRows.map((c) => [`${c.provinceId}|${c.title}`, c.id]));
  const branchValues = branchDefs.map(({ province, city, ...b }, sort) => {
    const pid = provinceId.get(province);
    const cid = pid === undefined ? undefined : cityId.get(`${pid}|${city}`);
    if (pid === undefined || cid === undefined) throw new Error(`demo branch in unknown city ${province}/${city}`);
    return { ...b, provinceId: pid, cityId: cid, sort };
  });
  await tx.insert(branches).values(branchValues);
  return { provinces: provinceRows.length, cities: cityRows.length, branches: branchValues.length };
}

type CatalogIds = {
  categoryId: Map<string, number>;
  brandId: Map<string, number>;
  product: Map<string, { id: number; slug: string }>;
  summary: Omit<SeedSummary, 'provinces' | 'cities' | 'branches' | 'menuItems' | 'banners' | 'siteLinks' | 'notifications' | 'faqs'>;
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

async function seedCatalog(tx: Tx, now: Date): Promise<CatalogIds> {
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

function lookup<V>(map: ReadonlyMap<string, V>, key: string, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo data names an unknown ${what}: ${key}`);
  return value;
}

function linkTo(ids: CatalogIds, target: LinkTarget): string {
  if ('category' in target) {
    lookup(ids.categoryId, target.category, 'category');
    return `/shop/category-${target.category}`;
  }
  if ('brand' in target) {
    lookup(ids.brandId, target.brand, 'brand');
    return `/shop/brand-${target.brand}`;
  }
  if ('product' in target) {
    const p = lookup(ids.product, target.product, 'product');
    return `/products/${p.id}/${p.slug}`;
  }
  return target.path;
}

/** Brands with products in a top category or its children, in brand order. */
function brandsIn(topSlug: string): string[] {
  const slugs = new Set(categoryDefs.filter((c) => c.slug === topSlug || c.parent === topSlug).map((c) => c.slug));
  const used = new Set(productDefs.filter((p) => slugs.has(p.category) && p.brand !== null).map((p) => p.brand));
  return brandDefs.filter((b) => used.has(b.slug)).map((b) => b.slug);
}

async function seedMenus(tx: Tx, ids: CatalogIds): Promise<number> {
  const groups = await tx
    .insert(menuGroups)
    .values([
      { title: mainMenuTitle, position: 1, mobileView: false, sort: 0 },
      { title: quickLinksTitle, position: 2, mobileView: true, sort: 1 },
    ])
    .returning({ id: menuGroups.id, position: menuGroups.position });
  const mainId = groups.find((g) => g.position === 1)!.id;
  const quickId = groups.find((g) => g.position === 2)!.id;
  const tops = categoryDefs.filter((c) => c.parent === null);
  const topRows = await tx
    .insert(menuItems)
    .values([
      ...tops.map((c, sort) => ({ groupId: mainId, title: c.title, link: linkTo(ids, { category: c.slug }), sort })),
      ...quickLinkDefs.map((l, sort) => ({ groupId: quickId, ...l, sort })),
    ])
    .returning({ id: menuItems.id, link: menuItems.link });
  const parentOf = (slug: string) => topRows.find((r) => r.link === `/shop/category-${slug}`)!.id;
  // Mega-menu children: itemType 1 links a sub-category, 2 a brand, 4 is the banner (SPEC §3).
  const children = tops.flatMap((top) => {
    const parentId = parentOf(top.slug);
    const subs = categoryDefs.filter((c) => c.parent === top.slug);
    const banner = menuBannerDefs[top.slug];
    return [
      ...subs.map((c) => ({ title: c.title, link: linkTo(ids, { category: c.slug }), itemType: 1 })),
      ...brandsIn(top.slug).map((slug) => ({
        title: brandDefs.find((b) => b.slug === slug)!.title,
        link: linkTo(ids, { brand: slug }),
        itemType: 2,
      })),
      ...(banner
        ? [{ title: banner.title, link: linkTo(ids, banner.target), itemType: 4, images: placeholderImage('menu', top.hue, banner.title) }]
        : []),
    ].map((item, sort) => ({ groupId: mainId, parentId, ...item, sort }));
  });
  await tx.insert(menuItems).values(children);
  return topRows.length + children.length;
}

async function seedContent(tx: Tx, ids: CatalogIds) {
  const menuCount = await seedMenus(tx, ids);
  const bannerValues = bannerDefs.flatMap((b, i) => {
    const link = linkTo(ids, b.target);
    return [
      { moduleNumber: b.module, linkType: 2, title: b.title, link, images: placeholderImage('banner-wide', b.hue, b.title), sort: i },
      { moduleNumber: b.module, linkType: 1, title: b.title, link, images: placeholderImage('banner-narrow', b.hue, b.title), sort: i },
    ];
  });
  await tx.insert(banners).values(bannerValues);
  await tx.insert(siteLinks).values(siteLinkDefs.map((l, sort) => ({ ...l, sort })));
  await tx.insert(siteNotifications).values(
    notificationDefs.map(({ target, image, ...n }, sort) => ({
      ...n,
      link: linkTo(ids, target),
      images: placeholderImage(image.kind, image.hue, image.label),
      sort,
    })),
  );
  const groupRows = await tx
    .insert(faqGroups)
    .values(faqDefs.map((g, sort) => ({ title: g.title, sort })))
    .returning({ id: faqGroups.id, title: faqGroups.title });
  const faqValues = faqDefs.flatMap((g) => {
    const groupId = groupRows.find((r) => r.title === g.title)!.id;
    return g.items.map((item, sort) => ({ groupId, ...item, sort }));
  });
  await tx.insert(faqs).values(faqValues);
  return {
    menuItems: menuCount,
    banners: bannerValues.length,
    siteLinks: siteLinkDefs.length,
    notifications: notificationDefs.length,
    faqs: faqValues.length,
  };
}
