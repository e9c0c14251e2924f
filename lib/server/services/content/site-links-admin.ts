import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { siteLinkMessages as msg, type AdminSiteLink, type SiteLinkBody } from '@/lib/contracts/admin/site-links';
import { invalidateTag } from '../../cache';
import { getDb } from '../../db/client';
import { siteLinks } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { purgeRenderedPages } from '../../rendered-pages';
import { audit, type AuditActor } from '../audit/audit-log';
import { CONTENT_TAG } from './company';

type Row = typeof siteLinks.$inferSelect;

const view = (l: Row): AdminSiteLink => ({ id: l.id, title: l.title, link: l.link, linkType: l.linkType, sort: l.sort });

/** Every page's footer reads the links from the static data (content tag) and kept pages. */
async function purge() {
  invalidateTag(CONTENT_TAG);
  await purgeRenderedPages();
}

export async function listSiteLinks(): Promise<AdminSiteLink[]> {
  const rows = await getDb().select().from(siteLinks).orderBy(asc(siteLinks.sort), asc(siteLinks.id));
  return rows.map(view);
}

export async function createSiteLink(actor: AuditActor, body: SiteLinkBody): Promise<AdminSiteLink> {
  const row = await getDb().transaction(async (tx) => {
    const [created] = await tx.insert(siteLinks).values(body).returning();
    await audit(tx, actor, { entityType: 'site_link', entityId: created!.id, action: 'create', before: null, after: view(created!) });
    return created!;
  });
  await purge();
  return view(row);
}

export async function updateSiteLink(actor: AuditActor, id: number, body: SiteLinkBody): Promise<AdminSiteLink> {
  const row = await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(siteLinks).where(eq(siteLinks.id, id)).for('update');
    if (!before) throw new NotFoundError(msg.notFound);
    const [after] = await tx.update(siteLinks).set(body).where(eq(siteLinks.id, id)).returning();
    await audit(tx, actor, { entityType: 'site_link', entityId: id, action: 'update', before: view(before), after: view(after!) });
    return after!;
  });
  await purge();
  return view(row);
}

export async function deleteSiteLink(actor: AuditActor, id: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [gone] = await tx.delete(siteLinks).where(eq(siteLinks.id, id)).returning();
    if (!gone) throw new NotFoundError(msg.notFound);
    await audit(tx, actor, { entityType: 'site_link', entityId: id, action: 'delete', before: view(gone), after: null });
  });
  await purge();
}
