import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { MenuGroup, MenuItem, StaticData } from '@/lib/contracts/content';
import { etagOf } from '../../etag';
import { cached } from '../../cache';
import { getDb } from '../../db/client';
import { banners, companySettings, departments, menuGroups, menuItems, siteLinks, siteNotifications } from '../../db/schema';
import { listPublicAttributes } from '../catalog/attributes';
import { CATALOG_TAG, listCategoryTree } from '../catalog/categories';
import { buildTree } from '../tree';
import { CONTENT_TAG, getCompany } from './company';

async function listMenus(): Promise<MenuGroup[]> {
  const db = getDb();
  const [groups, items] = await Promise.all([
    db.select().from(menuGroups).orderBy(asc(menuGroups.position), asc(menuGroups.sort), asc(menuGroups.id)),
    db.select().from(menuItems).orderBy(asc(menuItems.sort), asc(menuItems.id)),
  ]);
  return groups.map((g) => ({
    id: g.id,
    title: g.title,
    position: g.position,
    mobileView: g.mobileView,
    menuItems: buildTree<(typeof items)[number], MenuItem>(
      items.filter((i) => i.groupId === g.id),
      (i) => ({ id: i.id, title: i.title, link: i.link, images: i.images, itemType: i.itemType, childs: [] }),
    ),
  }));
}

/** GET /public/getStaticsData: everything the shell needs, in one cached read. */
export function getStaticData(): Promise<StaticData> {
  return cached('static-data', [CONTENT_TAG, CATALOG_TAG], async () => {
    const db = getDb();
    const [company, categories, publicAttributes, menus, notifications, bannerRows, links, depts, settings] =
      await Promise.all([
        getCompany(),
        listCategoryTree(),
        listPublicAttributes(),
        listMenus(),
        db.select().from(siteNotifications).orderBy(asc(siteNotifications.sort), asc(siteNotifications.id)),
        db
          .select()
          .from(banners)
          .where(eq(banners.active, true))
          .orderBy(asc(banners.moduleNumber), asc(banners.sort), asc(banners.id)),
        db.select().from(siteLinks).orderBy(asc(siteLinks.sort), asc(siteLinks.id)),
        db.select().from(departments).orderBy(asc(departments.sort), asc(departments.id)),
        db
          .select({ footerLogo: companySettings.footerLogo, loginImages: companySettings.loginImages })
          .from(companySettings)
          .where(eq(companySettings.id, 1)),
      ]);
    return {
      company,
      categories,
      publicAttributes,
      // Inactive popups are sent too: the client clears their view-count cookie (SPEC §4).
      notification: notifications.map((n) => ({
        id: n.id,
        type: n.type,
        title: n.title,
        active: n.active,
        mobileView: n.mobileView,
        images: n.images,
        alt: n.alt,
        link: n.link,
        viewCount: n.viewCount,
      })),
      menus,
      footerLogo: settings[0]?.footerLogo ?? null,
      siteLink: links.map((l) => ({ id: l.id, title: l.title, link: l.link, linkType: l.linkType })),
      loginImages: settings[0]?.loginImages ?? [],
      banners: bannerRows.map((b) => ({
        id: b.id,
        moduleNumber: b.moduleNumber,
        linkType: b.linkType,
        link: b.link,
        images: b.images,
        title: b.title,
      })),
      departments: depts.map((d) => ({ id: d.id, title: d.title, tell: d.tell, email: d.email })),
    };
  });
}

export type SerialisedStaticData = { body: string; etag: string };

/**
 * The getStaticsData answer as sent: serialised and hashed once per cache version (the same tags as the data), so a
 * request costs neither JSON.stringify of the whole shell nor a hash, and an unchanged copy is answered 304.
 */
export function getSerialisedStaticData(): Promise<SerialisedStaticData> {
  return cached('static-data:serialised', [CONTENT_TAG, CATALOG_TAG], async () => {
    const body = JSON.stringify({ data: await getStaticData() });
    return { body, etag: etagOf(body) };
  });
}
