import 'server-only';
import { placeholderImage } from '@/lib/media/placeholder';
import { sanitizeRichText } from '@/lib/sanitize-html';
import { banners, contentPages, faqGroups, faqs, menuGroups, menuItems, siteLinks, siteNotifications } from '../../db/schema';
import { brandDefs } from './brands';
import { categoryDefs } from './categories';
import { bannerDefs, mainMenuTitle, menuBannerDefs, notificationDefs, quickLinkDefs, quickLinksTitle, siteLinkDefs } from './content';
import type { LinkTarget } from './content';
import { faqDefs } from './faq';
import { pageDefs } from './pages';
import { lookup } from './insert-catalog';
import type { CatalogIds } from './insert-catalog';
import type { Tx } from '../../db/client';
import { productDefs } from './products';

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

export async function seedContent(tx: Tx, ids: CatalogIds) {
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
  await tx.insert(contentPages).values(pageDefs.map((p) => ({ ...p, body: sanitizeRichText(p.body) })));
  return {
    menuItems: menuCount,
    banners: bannerValues.length,
    siteLinks: siteLinkDefs.length,
    notifications: notificationDefs.length,
    faqs: faqValues.length,
    pages: pageDefs.length,
  };
}
