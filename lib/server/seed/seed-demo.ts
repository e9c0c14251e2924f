import 'server-only';
import { placeholderImage } from '@/lib/media/placeholder';
import type { Db } from '../db/client';
import { branches, cities, companyAddresses, companySettings, departments, provinces, users } from '../db/schema';
import { demoSeller } from './demo-data/accounts';
import { branchDefs, companyAddressDefs, companyTexts, departmentDefs, shopName } from './demo-data/company';
import { seedCatalog } from './demo-data/insert-catalog';
import type { CatalogSummary } from './demo-data/insert-catalog';
import type { Tx } from '../db/client';
import { seedContent } from './demo-data/insert-content';
import { seedDemoAccounts } from './demo-data/insert-account';
import { seedFacility } from './demo-data/facility';
import { toJalaliParts } from '@/lib/format/jalali';
import { provinceDefs } from './demo-data/provinces';
import { env } from '../env';

export type SeedSummary = CatalogSummary & {
  provinces: number;
  cities: number;
  branches: number;
  menuItems: number;
  banners: number;
  siteLinks: number;
  notifications: number;
  faqs: number;
  pages: number;
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
    await seedDemoAccounts(tx);
    const { jy } = toJalaliParts(now);
    await seedFacility(tx, [jy, jy + 1]);
    return { ...geo, ...catalog.summary, ...content };
  });
}

/**
 * Every way to pay, so a newcomer sees them all: the sandbox bank, and Digipay and Keepa while they run in their
 * sandboxes (the default); in live mode they need credentials first, and operators turn them on (`validGateways`).
 */
function demoGateways(): string[] {
  const { DIGIPAY_MODE, KEEPA_MODE } = env();
  return ['sandbox', ...(DIGIPAY_MODE === 'sandbox' ? ['digipay'] : []), ...(KEEPA_MODE === 'sandbox' ? ['keepa'] : [])];
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
    validGateways: demoGateways(),
  });
  await tx.insert(companyAddresses).values(companyAddressDefs.map((a, sort) => ({ ...a, sort })));
  await tx.insert(departments).values(departmentDefs.map((d, sort) => ({ ...d, sort })));
  await tx.insert(users).values(demoSeller);
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
