import 'server-only';
import { and, asc, desc, eq, exists, ilike, inArray, min, or, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '@/lib/contracts/admin/paging';
import { staffMessages, type RoleRef, type StaffListQuery, type StaffLookup, type StaffMember } from '@/lib/contracts/admin/staff';
import { toLatinDigits } from '@/lib/format/digits';
import { getDb } from '../../db/client';
import { staffRoles, users, userStaffRoles } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { findUserByMobile } from '../auth/users';

type UserRow = typeof users.$inferSelect;

export const fullName = (u: Pick<UserRow, 'fName' | 'lName'>): string | null => [u.fName, u.lName].filter(Boolean).join(' ') || null;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function rolesOf(userIds: number[]): Promise<Map<number, RoleRef[]>> {
  const byUser = new Map<number, RoleRef[]>();
  if (userIds.length === 0) return byUser;
  const rows = await getDb()
    .select({ userId: userStaffRoles.userId, key: staffRoles.key, title: staffRoles.title })
    .from(userStaffRoles)
    .innerJoin(staffRoles, eq(staffRoles.key, userStaffRoles.roleKey))
    .where(inArray(userStaffRoles.userId, userIds))
    .orderBy(asc(staffRoles.sort), asc(staffRoles.key));
  for (const { userId, key, title } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), { key, title }]);
  return byUser;
}

const toMember = (user: UserRow, since: Date | null, roles: Map<number, RoleRef[]>): StaffMember => ({
  id: user.id,
  mobile: user.mobile,
  name: fullName(user),
  roles: roles.get(user.id) ?? [],
  since: (since ?? user.createdAt).toISOString(),
});

/** Users holding at least one role, a page at a time; q matches the mobile (any digits) or the name. */
export async function listStaff(query: StaffListQuery): Promise<Paged<StaffMember>> {
  const { page, pageSize, sort, order, q, role } = query;
  const conditions: SQL[] = [];
  if (q) {
    const like = `%${likeEscape(toLatinDigits(q))}%`;
    conditions.push(or(ilike(users.mobile, like), ilike(sql`coalesce(${users.fName}, '') || ' ' || coalesce(${users.lName}, '')`, like))!);
  }
  if (role) {
    const holds = getDb().select({ one: sql`1` }).from(userStaffRoles).where(and(eq(userStaffRoles.userId, users.id), eq(userStaffRoles.roleKey, role)));
    conditions.push(exists(holds));
  }
  const since = min(userStaffRoles.grantedAt);
  const sortColumn = { since, mobile: users.mobile, name: sql`coalesce(${users.lName}, '') || coalesce(${users.fName}, '')` }[sort];
  const db = getDb();
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, since })
      .from(users)
      .innerJoin(userStaffRoles, eq(userStaffRoles.userId, users.id))
      .where(where)
      .groupBy(users.id)
      .orderBy(order === 'asc' ? asc(sortColumn) : desc(sortColumn), asc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(distinct ${users.id})::int` })
      .from(users)
      .innerJoin(userStaffRoles, eq(userStaffRoles.userId, users.id))
      .where(where),
  ]);
  const roles = await rolesOf(rows.map((r) => r.user.id));
  return {
    items: rows.map(({ user, since }) => toMember(user, since, roles)),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}

export async function lookupStaffUser(mobile: string): Promise<StaffLookup> {
  const user = await findUserByMobile(mobile);
  if (!user) return { user: null };
  const roles = await rolesOf([user.id]);
  return { user: { id: user.id, mobile: user.mobile, name: fullName(user), roles: roles.get(user.id) ?? [] } };
}

export async function getStaffMember(userId: number): Promise<StaffMember> {
  const db = getDb();
  const [row] = await db
    .select({ user: users, since: min(userStaffRoles.grantedAt) })
    .from(users)
    .leftJoin(userStaffRoles, eq(userStaffRoles.userId, users.id))
    .where(eq(users.id, userId))
    .groupBy(users.id);
  if (!row) throw new NotFoundError(staffMessages.userId);
  return toMember(row.user, row.since, await rolesOf([userId]));
}
