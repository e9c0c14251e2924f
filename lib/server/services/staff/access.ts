import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { PERMISSIONS, type Permission } from '@/lib/contracts/admin/permissions';
import { getDb, type Db } from '../../db/client';
import { staffRolePermissions, staffRoles, userStaffRoles } from '../../db/schema';

export type StaffAccess = { roles: { key: string; title: string }[]; permissions: Permission[] };

const known = new Set<string>(PERMISSIONS);

/** The roles a user holds and the permissions they add up to (none for a customer). */
export async function staffAccess(userId: number, db: Pick<Db, 'select'> = getDb()): Promise<StaffAccess> {
  const rows = await db
    .select({ key: staffRoles.key, title: staffRoles.title, permission: staffRolePermissions.permission })
    .from(userStaffRoles)
    .innerJoin(staffRoles, eq(staffRoles.key, userStaffRoles.roleKey))
    .leftJoin(staffRolePermissions, eq(staffRolePermissions.roleKey, staffRoles.key))
    .where(eq(userStaffRoles.userId, userId))
    .orderBy(asc(staffRoles.sort), asc(staffRoles.key));
  const roles = new Map<string, string>();
  const permissions = new Set<Permission>();
  for (const row of rows) {
    roles.set(row.key, row.title);
    // A permission the code no longer knows grants nothing.
    if (row.permission && known.has(row.permission)) permissions.add(row.permission as Permission);
  }
  return {
    roles: [...roles].map(([key, title]) => ({ key, title })),
    permissions: PERMISSIONS.filter((p) => permissions.has(p)),
  };
}

/** Staff are the users holding at least one role. */
export async function isStaff(userId: number): Promise<boolean> {
  const [row] = await getDb().select({ userId: userStaffRoles.userId }).from(userStaffRoles).where(eq(userStaffRoles.userId, userId)).limit(1);
  return Boolean(row);
}
