import 'server-only';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import {
  HEADER_MENU_POSITION,
  menuMessages as msg,
  OTHER_MENU_POSITION,
  type AdminMenuGroup,
  type AdminMenuItem,
  type MenuGroupBody,
  type MenuGroupCreateBody,
  type MenuItemBody,
  type MenuOrderBody,
} from '@/lib/contracts/admin/menus';
import { invalidateTag } from '../../cache';
import { getDb, type Tx } from '../../db/client';
import { menuGroups, menuItems } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { purgeRenderedPages } from '../../rendered-pages';
import { audit, type AuditActor } from '../audit/audit-log';
import { releasePictures, srcsOf } from '../catalog/stored-pictures';
import { CONTENT_TAG } from './company';
import { checkSiblingOrder } from './sibling-order';

type Row = typeof menuItems.$inferSelect;
type GroupRow = typeof menuGroups.$inferSelect;

const view = (i: Row): AdminMenuItem => ({
  id: i.id,
  groupId: i.groupId,
  parentId: i.parentId,
  title: i.title,
  link: i.link,
  itemType: i.itemType,
  imageSrc: i.images?.original?.src ?? null,
  sort: i.sort,
});

const columns = (body: MenuItemBody) => ({
  groupId: body.groupId,
  parentId: body.parentId,
  title: body.title,
  link: body.link,
  itemType: body.itemType,
  images: body.imageSrc ? { original: { src: body.imageSrc, alt: body.title } } : null,
  sort: body.sort,
});

const groupView = (g: GroupRow, items: Row[] = []): AdminMenuGroup => ({ id: g.id, title: g.title, position: g.position, mobileView: g.mobileView, items: items.map(view) });

/** Every page's header reads the menus through the content tag and kept pages: show the change at once. */
async function purge() {
  invalidateTag(CONTENT_TAG);
  await purgeRenderedPages();
}

export async function listMenuGroups(): Promise<AdminMenuGroup[]> {
  const db = getDb();
  const [groups, items] = await Promise.all([
    db.select().from(menuGroups).orderBy(asc(menuGroups.position), asc(menuGroups.sort), asc(menuGroups.id)),
    db.select().from(menuItems).orderBy(asc(menuItems.sort), asc(menuItems.id)),
  ]);
  return groups.map((g) => groupView(g, items.filter((i) => i.groupId === g.id)));
}

/** The group exists; a parent is a top item of the same group (the menu has two levels), and never the item itself. */
async function checkPlace(tx: Tx, body: MenuItemBody, self: number | null) {
  // Key-share locked: the group cannot be removed between this check and the item's insert.
  const [group] = await tx.select({ id: menuGroups.id }).from(menuGroups).where(eq(menuGroups.id, body.groupId)).for('key share');
  if (!group) throw new ValidationError(msg.groupNotFound, { groupId: msg.groupNotFound });
  if (body.parentId === null) return;
  const [parent] = await tx.select().from(menuItems).where(and(eq(menuItems.id, body.parentId), eq(menuItems.groupId, body.groupId)));
  if (!parent || parent.id === self) throw new ValidationError(msg.parentNotFound, { parentId: msg.parentNotFound });
  if (parent.parentId !== null) throw new ValidationError(msg.tooDeep, { parentId: msg.tooDeep });
  if (self !== null) {
    const [child] = await tx.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.parentId, self)).limit(1);
    if (child) throw new ValidationError(msg.tooDeep, { parentId: msg.tooDeep });
  }
}

export async function createMenuItem(actor: AuditActor, body: MenuItemBody): Promise<AdminMenuItem> {
  const row = await getDb().transaction(async (tx) => {
    await checkPlace(tx, body, null);
    const [created] = await tx.insert(menuItems).values(columns(body)).returning();
    await audit(tx, actor, { entityType: 'menu_item', entityId: created!.id, action: 'create', before: null, after: view(created!) });
    return created!;
  });
  await purge();
  return view(row);
}

export async function updateMenuItem(actor: AuditActor, id: number, body: MenuItemBody): Promise<AdminMenuItem> {
  const row = await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(menuItems).where(eq(menuItems.id, id)).for('update');
    if (!before) throw new NotFoundError(msg.notFound);
    await checkPlace(tx, body, id);
    const [after] = await tx.update(menuItems).set(columns(body)).where(eq(menuItems.id, id)).returning();
    await audit(tx, actor, { entityType: 'menu_item', entityId: id, action: 'update', before: view(before), after: view(after!) });
    releasePictures(tx, srcsOf(before.images).filter((src) => src !== body.imageSrc));
    return after!;
  });
  await purge();
  return view(row);
}

/** Removes an item and, with it, the items under it (the foreign key cascades). */
export async function deleteMenuItem(actor: AuditActor, id: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    const children = await tx.select().from(menuItems).where(eq(menuItems.parentId, id));
    const [gone] = await tx.delete(menuItems).where(eq(menuItems.id, id)).returning();
    if (!gone) throw new NotFoundError(msg.notFound);
    await audit(tx, actor, { entityType: 'menu_item', entityId: id, action: 'delete', before: { ...view(gone), children: children.map(view) }, after: null });
    releasePictures(tx, srcsOf([gone.images, children.map((c) => c.images)]));
  });
  await purge();
}

/** A new group, outside the header until an operator makes it the header's; audited. */
export async function createMenuGroup(actor: AuditActor, body: MenuGroupCreateBody): Promise<AdminMenuGroup> {
  const row = await getDb().transaction(async (tx) => {
    const [created] = await tx.insert(menuGroups).values({ title: body.title, mobileView: body.mobileView, position: OTHER_MENU_POSITION }).returning();
    await audit(tx, actor, { entityType: 'menu_group', entityId: created!.id, action: 'create', before: null, after: groupView(created!) });
    return created!;
  });
  await purge();
  return groupView(row);
}

/** Renames a group, or shows it on phones or not (SPEC §3 mobileView). */
export async function updateMenuGroup(actor: AuditActor, id: number, body: MenuGroupBody): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(menuGroups).where(eq(menuGroups.id, id)).for('update');
    if (!before) throw new NotFoundError(msg.groupNotFound);
    const [after] = await tx.update(menuGroups).set(body).where(eq(menuGroups.id, id)).returning();
    await audit(tx, actor, { entityType: 'menu_group', entityId: id, action: 'update', before: groupView(before), after: groupView(after!) });
  });
  await purge();
}

/**
 * Removes a group with its items (the foreign key cascades; the audit row keeps them). The header's group is refused
 * (409): the storefront's menu bar would go empty, so another group takes the header first.
 */
export async function deleteMenuGroup(actor: AuditActor, id: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    // Locked, so the group cannot become the header's between this check and the delete.
    const [group] = await tx.select().from(menuGroups).where(eq(menuGroups.id, id)).for('update');
    if (!group) throw new NotFoundError(msg.groupNotFound);
    if (group.position === HEADER_MENU_POSITION) throw new ConflictError(msg.headerGroup);
    const items = await tx.select().from(menuItems).where(eq(menuItems.groupId, id)).orderBy(asc(menuItems.sort), asc(menuItems.id));
    await tx.delete(menuGroups).where(eq(menuGroups.id, id));
    await audit(tx, actor, { entityType: 'menu_group', entityId: id, action: 'delete', before: groupView(group, items), after: null });
    releasePictures(tx, srcsOf(items.map((i) => i.images)));
  });
  await purge();
}

/** Makes a group the desktop header's menu bar; the group that was there stays, outside the header. */
export async function setHeaderMenuGroup(actor: AuditActor, id: number): Promise<void> {
  const changed = await getDb().transaction(async (tx) => {
    // Every group locked: two operators choosing at once, or a delete, apply one after the other.
    const groups = await tx.select().from(menuGroups).orderBy(asc(menuGroups.id)).for('update');
    const target = groups.find((g) => g.id === id);
    if (!target) throw new NotFoundError(msg.groupNotFound);
    const previous = groups.filter((g) => g.position === HEADER_MENU_POSITION);
    if (previous.length === 1 && previous[0]!.id === id) return false;
    await tx
      .update(menuGroups)
      .set({ position: OTHER_MENU_POSITION })
      .where(and(eq(menuGroups.position, HEADER_MENU_POSITION), ne(menuGroups.id, id)));
    await tx.update(menuGroups).set({ position: HEADER_MENU_POSITION }).where(eq(menuGroups.id, id));
    await audit(tx, actor, { entityType: 'menu_group', entityId: id, action: 'menu.header', before: { headerGroupIds: previous.map((g) => g.id) }, after: { headerGroupIds: [id] } });
    return true;
  });
  if (changed) await purge();
}

/**
 * Puts siblings (a group's top items, or one item's children) in the order given: sort becomes the position. The
 * list must name every sibling once, so an order built from a stale screen (an item added or moved since) is refused.
 */
export async function reorderMenuItems(actor: AuditActor, body: MenuOrderBody): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [first] = await tx.select().from(menuItems).where(eq(menuItems.id, body.ids[0]!));
    if (!first) throw new NotFoundError(msg.notFound);
    const siblings = await tx
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.groupId, first.groupId), first.parentId === null ? isNull(menuItems.parentId) : eq(menuItems.parentId, first.parentId)))
      .orderBy(asc(menuItems.sort), asc(menuItems.id))
      .for('update');
    checkSiblingOrder(siblings, body.ids, msg.orderStale);
    for (const [sort, id] of body.ids.entries()) await tx.update(menuItems).set({ sort }).where(eq(menuItems.id, id));
    await audit(tx, actor, {
      entityType: 'menu_group',
      entityId: first.groupId,
      action: 'menu.reorder',
      before: { parentId: first.parentId, order: siblings.map((i) => i.id) },
      after: { parentId: first.parentId, order: body.ids },
    });
  });
  await purge();
}
