import 'server-only';
import { eq } from 'drizzle-orm';
import type { Company } from '@/lib/contracts/content';
import type { ExternalScript } from '@/lib/contracts/external-scripts';
import { invalidateTag } from '../../cache';
import { getDb } from '../../db/client';
import { purgeRenderedPages } from '../../rendered-pages';
import { loadPageSources } from '../../security/page-sources';
import { companySettings } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { audit, type AuditActor } from '../audit/audit-log';
import { CONTENT_TAG, getCompany } from './company';

/** The switches operators flip while the shop runs (SPEC §2 maintenance page, §6 catalog mode). */
export type CompanySwitches = {
  maintenanceMode?: boolean;
  maintenanceModeExpDateTime?: Date | null;
  catalogMode?: boolean;
  validGateways?: string[];
  externalScripts?: ExternalScript[];
};

const switchColumns = {
  maintenanceMode: companySettings.maintenanceMode,
  maintenanceModeExpDateTime: companySettings.maintenanceModeExpDateTime,
  catalogMode: companySettings.catalogMode,
  validGateways: companySettings.validGateways,
};

export async function updateCompanySwitches(actor: AuditActor, patch: CompanySwitches): Promise<Company> {
  await getDb().transaction(async (tx) => {
    // Row lock: two operators saving at once apply one after the other, never half of each.
    const [before] = await tx.select(switchColumns).from(companySettings).where(eq(companySettings.id, 1)).for('update');
    if (!before) throw new NotFoundError('تنظیمات فروشگاه ثبت نشده است');
    const [after] = await tx
      .update(companySettings)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(companySettings.id, 1))
      .returning(switchColumns);
    await audit(tx, actor, { entityType: 'settings', entityId: 1, action: 'update', before, after: after! });
  });
  // Every page and /public/getStaticsData read the company through the content tag: show the change at once,
  // in the data cache and in the kept pages.
  invalidateTag(CONTENT_TAG);
  await purgeRenderedPages();
  // The pages' Content-Security-Policy names the configured script hosts: renew it with the settings.
  await loadPageSources();
  return getCompany();
}
