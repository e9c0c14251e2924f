import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { notificationMessages as msg, type AdminNotification, type NotificationBody } from '@/lib/contracts/admin/notifications';
import { invalidateTag } from '../../cache';
import { getDb } from '../../db/client';
import { siteNotifications } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { purgeRenderedPages } from '../../rendered-pages';
import { audit, type AuditActor } from '../audit/audit-log';
import { releasePictures, srcsOf } from '../catalog/stored-pictures';
import { CONTENT_TAG } from './company';

type Row = typeof siteNotifications.$inferSelect;

const view = (n: Row): AdminNotification => ({
  id: n.id,
  type: n.type,
  title: n.title,
  alt: n.alt,
  link: n.link,
  imageSrc: n.images ? (n.images.original?.src ?? Object.values(n.images)[0]?.src ?? null) : null,
  active: n.active,
  mobileView: n.mobileView,
  viewCount: n.viewCount,
  sort: n.sort,
});

const columns = (body: NotificationBody) => ({
  type: body.type,
  title: body.title,
  alt: body.alt,
  link: body.link,
  images: body.imageSrc ? { original: { src: body.imageSrc, alt: body.alt || body.title } } : null,
  active: body.active,
  mobileView: body.mobileView,
  viewCount: body.viewCount,
  sort: body.sort,
});

/** Every page's shell reads the notifications from the static data (content tag) and kept pages. */
async function purge() {
  invalidateTag(CONTENT_TAG);
  await purgeRenderedPages();
}

/** Top banners and popups, active or not, in the order the shell shows them. */
export async function listNotifications(): Promise<AdminNotification[]> {
  const rows = await getDb().select().from(siteNotifications).orderBy(asc(siteNotifications.type), asc(siteNotifications.sort), asc(siteNotifications.id));
  return rows.map(view);
}

export async function createNotification(actor: AuditActor, body: NotificationBody): Promise<AdminNotification> {
  const row = await getDb().transaction(async (tx) => {
    const [created] = await tx.insert(siteNotifications).values(columns(body)).returning();
    await audit(tx, actor, { entityType: 'site_notification', entityId: created!.id, action: 'create', before: null, after: view(created!) });
    return created!;
  });
  await purge();
  return view(row);
}

export async function updateNotification(actor: AuditActor, id: number, body: NotificationBody): Promise<AdminNotification> {
  const row = await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(siteNotifications).where(eq(siteNotifications.id, id)).for('update');
    if (!before) throw new NotFoundError(msg.notFound);
    const [after] = await tx.update(siteNotifications).set(columns(body)).where(eq(siteNotifications.id, id)).returning();
    await audit(tx, actor, { entityType: 'site_notification', entityId: id, action: 'update', before: view(before), after: view(after!) });
    releasePictures(tx, srcsOf(before.images).filter((src) => src !== body.imageSrc));
    return after!;
  });
  await purge();
  return view(row);
}

export async function deleteNotification(actor: AuditActor, id: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [gone] = await tx.delete(siteNotifications).where(eq(siteNotifications.id, id)).returning();
    if (!gone) throw new NotFoundError(msg.notFound);
    await audit(tx, actor, { entityType: 'site_notification', entityId: id, action: 'delete', before: view(gone), after: null });
    releasePictures(tx, srcsOf(gone.images));
  });
  await purge();
}
