import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { CompanyIdentity } from '@/lib/contracts/admin/company';
import { invalidateTag } from '../../cache';
import { getDb, type Tx } from '../../db/client';
import { companyAddresses, companySettings, departments } from '../../db/schema';
import type { ImageObjectRow } from '../../db/schema/types';
import { NotFoundError } from '../../errors';
import { purgeRenderedPages } from '../../rendered-pages';
import { audit, type AuditActor } from '../audit/audit-log';
import { releasePictures, srcsOf } from '../catalog/stored-pictures';
import { CONTENT_TAG } from './company';

const srcOf = (image: ImageObjectRow | null | undefined): string | null => image?.original?.src ?? Object.values(image ?? {})[0]?.src ?? null;

/** The same picture keeps its stored variants; a new address becomes its `original`, described by the shop's name. */
function imageFor(src: string, current: ImageObjectRow | null | undefined, alt: string): ImageObjectRow {
  return current && srcOf(current) === src ? current : { original: { src, alt } };
}

async function readIdentity(tx: Tx | ReturnType<typeof getDb>, lock: boolean) {
  const query = tx.select().from(companySettings).where(eq(companySettings.id, 1));
  const [settings] = lock ? await query.for('update') : await query;
  if (!settings) throw new NotFoundError('تنظیمات فروشگاه ثبت نشده است');
  const [addresses, depts] = await Promise.all([
    tx.select().from(companyAddresses).orderBy(asc(companyAddresses.sort), asc(companyAddresses.id)),
    tx.select().from(departments).orderBy(asc(departments.sort), asc(departments.id)),
  ]);
  const identity: CompanyIdentity = {
    name: settings.name,
    footerCopyright: settings.footerCopyright,
    footerAbout: settings.footerAbout,
    promotionGalleryUrl: settings.promotionGalleryUrl,
    logo: srcOf(settings.logoImages) ?? '',
    footerLogo: srcOf(settings.footerLogo),
    loginImages: settings.loginImages.map((image) => srcOf(image)).filter((src): src is string => Boolean(src)),
    addresses: addresses.map((a) => ({ title: a.title, address: a.address, tell: a.tell, postalCode: a.postalCode })),
    departments: depts.map((d) => ({ title: d.title, tell: d.tell, email: d.email })),
  };
  return { settings, identity };
}

/** The name, logos, footer texts, gallery link, addresses and departments as the console edits them. */
export async function getCompanyIdentity(): Promise<CompanyIdentity> {
  return (await readIdentity(getDb(), false)).identity;
}

/**
 * Replaces the company's identity: the settings row, and its addresses and departments as lists in the order given.
 * One audit row holds the whole before and after.
 */
export async function updateCompanyIdentity(actor: AuditActor, input: CompanyIdentity): Promise<CompanyIdentity> {
  await getDb().transaction(async (tx) => {
    // Row lock on the settings: two operators saving at once replace the lists one after the other.
    const { settings, identity: before } = await readIdentity(tx, true);
    await tx
      .update(companySettings)
      .set({
        name: input.name,
        footerCopyright: input.footerCopyright,
        footerAbout: input.footerAbout,
        promotionGalleryUrl: input.promotionGalleryUrl,
        logoImages: imageFor(input.logo, settings.logoImages, input.name),
        footerLogo: input.footerLogo ? imageFor(input.footerLogo, settings.footerLogo, input.name) : null,
        loginImages: input.loginImages.map((src) => imageFor(src, settings.loginImages.find((image) => srcOf(image) === src), input.name)),
        updatedAt: new Date(),
      })
      .where(eq(companySettings.id, 1));
    await tx.delete(companyAddresses);
    if (input.addresses.length > 0) await tx.insert(companyAddresses).values(input.addresses.map((a, sort) => ({ ...a, sort })));
    await tx.delete(departments);
    if (input.departments.length > 0) await tx.insert(departments).values(input.departments.map((d, sort) => ({ ...d, sort })));
    await audit(tx, actor, { entityType: 'company', entityId: 1, action: 'update', before, after: input });
    // A logo or sign-in picture replaced or removed: its stored original goes once no row names it.
    const kept = new Set([input.logo, input.footerLogo, ...input.loginImages]);
    releasePictures(tx, srcsOf([settings.logoImages, settings.footerLogo, settings.loginImages]).filter((src) => !kept.has(src)));
  });
  // The header, footer and maintenance page read the company through the content tag, in every kept page.
  invalidateTag(CONTENT_TAG);
  await purgeRenderedPages();
  return getCompanyIdentity();
}
