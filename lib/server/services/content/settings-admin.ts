import 'server-only';
import { eq } from 'drizzle-orm';
import type { Company } from '@/lib/contracts/content';
import { invalidateTag } from '../../cache';
import { getDb } from '../../db/client';
import { purgeRenderedPages } from '../../rendered-pages';
import { companySettings } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { CONTENT_TAG, getCompany } from './company';

/** The switches operators flip while the shop runs (SPEC §2 maintenance page, §6 catalog mode). */
export type CompanySwitches = {
  maintenanceMode?: boolean;
  maintenanceModeExpDateTime?: Date | null;
  catalogMode?: boolean;
  validGateways?: string[];
};

export async function updateCompanySwitches(patch: CompanySwitches): Promise<Company> {
  await getDb().transaction(async (tx) => {
    // Row lock: two operators saving at once apply one after the other, never half of each.
    const [current] = await tx.select({ id: companySettings.id }).from(companySettings).where(eq(companySettings.id, 1)).for('update');
    if (!current) throw new NotFoundError('تنظیمات فروشگاه ثبت نشده است');
    await tx
      .update(companySettings)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(companySettings.id, 1));
  });
  // Every page and /public/getStaticsData read the company through the content tag: show the change at once,
  // in the data cache and in the kept pages.
  invalidateTag(CONTENT_TAG);
  purgeRenderedPages();
  return getCompany();
}
