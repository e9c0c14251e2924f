import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { bannerMessages as msg, type AdminBanner, type BannerBody, type BannerOrderBody } from '@/lib/contracts/admin/banners';
import { invalidateTag } from '../../cache';
import { getDb } from '../../db/client';
import { banners } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { purgeRenderedPages } from '../../rendered-pages';
import { audit, type AuditActor } from '../audit/audit-log';
import { releasePictures, srcsOf } from '../catalog/stored-pictures';
import { CONTENT_TAG } from './company';
import { checkSiblingOrder } from './sibling-order';

type Row = typeof banners.$inferSelect;

const view = (b: Row): AdminBanner => ({
  id: b.id,
  moduleNumber: b.moduleNumber,
  linkType: b.linkType,
  title: b.title,
  link: b.link,
  imageSrc: b.images.original?.src ?? Object.values(b.images)[0]?.src ?? '',
  active: b.active,
  sort: b.sort,
});

const columns = (body: BannerBody) => ({
  moduleNumber: body.moduleNumber,
  linkType: body.linkType,
  title: body.title,
  link: body.link,
  images: { original: { src: body.imageSrc, alt: body.title } },
  active: body.active,
  sort: body.sort,
});

/** The home page reads banners through the content tag and kept pages: show the change at once. */
async function purge() {
  invalidateTag(CONTENT_TAG);
  await purgeRenderedPages();
}

/** Every banner, active or not, by slot, then the order shown. */
export async function listBanners(): Promise<AdminBanner[]> {
  const rows = await getDb().select().from(banners).orderBy(asc(banners.moduleNumber), asc(banners.sort), asc(banners.id));
  return rows.map(view);
}

export async function createBanner(actor: AuditActor, body: BannerBody): Promise<AdminBanner> {
  const row = await getDb().transaction(async (tx) => {
    const [created] = await tx.insert(banners).values(columns(body)).returning();
    await audit(tx, actor, { entityType: 'banner', entityId: created!.id, action: 'create', before: null, after: view(created!) });
    return created!;
  });
  await purge();
  return view(row);
}

export async function updateBanner(actor: AuditActor, id: number, body: BannerBody): Promise<AdminBanner> {
  const row = await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!before) throw new NotFoundError(msg.notFound);
    const [after] = await tx.update(banners).set(columns(body)).where(eq(banners.id, id)).returning();
    await audit(tx, actor, { entityType: 'banner', entityId: id, action: 'update', before: view(before), after: view(after!) });
    releasePictures(tx, srcsOf(before.images).filter((src) => src !== body.imageSrc));
    return after!;
  });
  await purge();
  return view(row);
}

export async function deleteBanner(actor: AuditActor, id: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [gone] = await tx.delete(banners).where(eq(banners.id, id)).returning();
    if (!gone) throw new NotFoundError(msg.notFound);
    await audit(tx, actor, { entityType: 'banner', entityId: id, action: 'delete', before: view(gone), after: null });
    releasePictures(tx, srcsOf(gone.images));
  });
  await purge();
}

/** Puts one slot's banners in the order given (sort = position); the list must name every banner of the slot. */
export async function reorderBanners(actor: AuditActor, body: BannerOrderBody): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [first] = await tx.select().from(banners).where(eq(banners.id, body.ids[0]!));
    if (!first) throw new NotFoundError(msg.notFound);
    const slot = await tx.select().from(banners).where(eq(banners.moduleNumber, first.moduleNumber)).orderBy(asc(banners.sort), asc(banners.id)).for('update');
    checkSiblingOrder(slot, body.ids, msg.orderStale);
    for (const [sort, id] of body.ids.entries()) await tx.update(banners).set({ sort }).where(eq(banners.id, id));
    await audit(tx, actor, { entityType: 'banner_slot', entityId: first.moduleNumber, action: 'banner.reorder', before: { order: slot.map((b) => b.id) }, after: { order: body.ids } });
  });
  await purge();
}
