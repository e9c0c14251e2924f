import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Company } from '@/lib/contracts/content';
import { cached } from '../../cache';
import { getDb } from '../../db/client';
import { companyAddresses, companySettings } from '../../db/schema';
import { NotFoundError } from '../../errors';

export const CONTENT_TAG = 'content';

export function getCompany(): Promise<Company> {
  return cached('company', [CONTENT_TAG], async () => {
    const db = getDb();
    const [settings] = await db.select().from(companySettings).where(eq(companySettings.id, 1));
    if (!settings) throw new NotFoundError('تنظیمات فروشگاه ثبت نشده است');
    const addresses = await db.select().from(companyAddresses).orderBy(asc(companyAddresses.sort), asc(companyAddresses.id));
    return {
      companyName: settings.name,
      companyLogoImages: settings.logoImages,
      footerCopyright: settings.footerCopyright,
      footerAbout: settings.footerAbout,
      promotionGalleryUrl: settings.promotionGalleryUrl,
      catalogMode: settings.catalogMode,
      maintenanceMode: settings.maintenanceMode,
      maintenanceModeExpDateTime: settings.maintenanceModeExpDateTime?.toISOString() ?? null,
      companyAddresses: addresses.map((a) => ({
        id: a.id,
        title: a.title,
        address: a.address,
        tell: a.tell,
        postalCode: a.postalCode,
      })),
      validGateways: settings.validGateways,
      externalScripts: settings.externalScripts,
    };
  });
}

/**
 * Catalog mode read from the database itself, never from a cache: placing an order must see the operator's switch
 * the moment it is saved, on every instance (issue 25).
 */
export async function isCatalogModeOn(): Promise<boolean> {
  const [row] = await getDb().select({ on: companySettings.catalogMode }).from(companySettings).where(eq(companySettings.id, 1));
  return row?.on ?? false;
}
