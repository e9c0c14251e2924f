import 'server-only';
import { and, asc, count, eq } from 'drizzle-orm';
import { ADMIN_ROLE, PERMISSIONS, type Permission } from '@/lib/contracts/admin/permissions';
import { staffMessages as msg, type StaffRole } from '@/lib/contracts/admin/staff';
import { getDb, type Tx } from '../../db/client';
import { staffRolePermissions, staffRoles, users, userStaffRoles } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { audit, type AuditActor } from '../audit/audit-log';
import { findUserByMobile } from '../auth/users';
import { staffAccess } from './access';

export async function listStaffRoles(): Promise<StaffRole[]> {
  const db = getDb();
  const [roles, grants] = await Promise.all([
    db.select().from(staffRoles).orderBy(asc(staffRoles.sort), asc(staffRoles.key)),
    db.select().from(staffRolePermissions),
  ]);
  return roles.map((r) => {
    const held = new Set(grants.filter((g) => g.roleKey === r.key).map((g) => g.permission));
    return { key: r.key, title: r.title, description: r.description, permissions: PERMISSIONS.filter((p): p is Permission => held.has(p)) };
  });
}

/**
 * Role changes run one at a time: each locks the admin role's row first, so two admins taking the admin role from
 * each other at once cannot leave the shop without one.
 */
async function lockRoleChanges(tx: Tx, role: string): Promise<{ key: string; title: string }> {
  await tx.select({ key: staffRoles.key }).from(staffRoles).where(eq(staffRoles.key, ADMIN_ROLE)).for('update');
  const [row] = await tx.select({ key: staffRoles.key, title: staffRoles.title }).from(staffRoles).where(eq(staffRoles.key, role));
  if (!row) throw new ValidationError(msg.noSuchRole, { role: msg.noSuchRole });
  return row;
}

const roleKeys = async (tx: Tx, userId: number) => (await staffAccess(userId, tx)).roles.map((r) => r.key);

/** Adds the role unless the user holds it already (false then); audited in the same transaction. */
async function addRole(tx: Tx, actor: AuditActor, userId: number, role: string): Promise<{ added: boolean; title: string }> {
  const { title } = await lockRoleChanges(tx, role);
  const before = await roleKeys(tx, userId);
  if (before.includes(role)) return { added: false, title };
  await tx.insert(userStaffRoles).values({ userId, roleKey: role, grantedBy: actor.kind === 'user' ? actor.userId : null });
  await audit(tx, actor, { entityType: 'user', entityId: userId, action: 'staff.grant', before: { roles: before }, after: { roles: await roleKeys(tx, userId) } });
  return { added: true, title };
}

/** The account of a mobile number, made (and audited) if nobody has signed up with it yet. */
async function accountFor(tx: Tx, actor: AuditActor, mobile: string): Promise<number> {
  const existing = await findUserByMobile(mobile, tx);
  if (existing) return existing.id;
  const [created] = await tx.insert(users).values({ mobile }).onConflictDoNothing().returning({ id: users.id });
  if (!created) return (await findUserByMobile(mobile, tx))!.id;
  await audit(tx, actor, { entityType: 'user', entityId: created.id, action: 'create', before: null, after: { mobile } });
  return created.id;
}

/** Gives a role to the account of a mobile number; 409 if it holds the role already. */
export async function grantStaffRoleByMobile(actor: AuditActor, mobile: string, role: string): Promise<number> {
  return getDb().transaction(async (tx) => {
    const userId = await accountFor(tx, actor, mobile);
    const { added, title } = await addRole(tx, actor, userId, role);
    if (!added) throw new ConflictError(msg.alreadyHolds(title));
    return userId;
  });
}

/**
 * Takes a role back. Nobody takes the admin role from themselves, and the shop always keeps one admin: the count is
 * taken after the delete, in the same transaction, so a refusal rolls the delete and its audit row back.
 */
export async function revokeStaffRole(actor: AuditActor, userId: number, role: string): Promise<void> {
  if (role === ADMIN_ROLE && actor.kind === 'user' && actor.userId === userId) throw new ConflictError(msg.ownAdmin);
  await getDb().transaction(async (tx) => {
    await lockRoleChanges(tx, role);
    const before = await roleKeys(tx, userId);
    const gone = await tx
      .delete(userStaffRoles)
      .where(and(eq(userStaffRoles.userId, userId), eq(userStaffRoles.roleKey, role)))
      .returning({ userId: userStaffRoles.userId });
    if (gone.length === 0) throw new NotFoundError(msg.doesNotHold);
    await audit(tx, actor, { entityType: 'user', entityId: userId, action: 'staff.revoke', before: { roles: before }, after: { roles: await roleKeys(tx, userId) } });
    if (role === ADMIN_ROLE) {
      const [left] = await tx.select({ n: count() }).from(userStaffRoles).where(eq(userStaffRoles.roleKey, ADMIN_ROLE));
      if (!left || left.n === 0) throw new ConflictError(msg.lastAdmin);
    }
  });
}

/** ADMIN_MOBILE and `npm run admin`: the account of this number holds the admin role, granted by the system. */
export async function ensureAdmin(tx: Tx, actor: AuditActor, mobile: string): Promise<{ userId: number; granted: boolean }> {
  const userId = await accountFor(tx, actor, mobile);
  return { userId, granted: (await addRole(tx, actor, userId, ADMIN_ROLE)).added };
}
