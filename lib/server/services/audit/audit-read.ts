import 'server-only';
import { and, asc, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditFacets, AuditListQuery } from '@/lib/contracts/admin/audit';
import type { Paged } from '@/lib/contracts/admin/paging';
import { toLatinDigits } from '@/lib/format/digits';
import { tehranDayStart } from '@/lib/format/jalali';
import { normalizeMobile } from '@/lib/validators/mobile';
import { getDb } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { fullName } from '../staff/staff-read';

const nextDay = (isoDay: string) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function filters(query: AuditListQuery): SQL[] {
  const where: SQL[] = [];
  if (query.actor === 'system') where.push(eq(auditLog.actorKind, 'system'));
  else if (query.actor) where.push(eq(auditLog.actorLabel, query.actor));
  if (query.entityType) where.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) where.push(eq(auditLog.entityId, query.entityId));
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.from) where.push(gte(auditLog.at, tehranDayStart(query.from)));
  if (query.to) where.push(lt(auditLog.at, tehranDayStart(nextDay(query.to))));
  return where;
}

/** The log a page at a time, newest first unless asked otherwise; q is an entity's id or an actor's mobile. */
export async function listAudit(query: AuditListQuery): Promise<Paged<AuditEntry>> {
  const { page, pageSize, order, q } = query;
  const conditions = filters(query);
  if (q) {
    // Exact matches only: the log grows without bound, and both columns are indexed.
    const mobile = normalizeMobile(q);
    conditions.push(or(eq(auditLog.entityId, toLatinDigits(q)), ...(mobile ? [eq(auditLog.actorLabel, mobile)] : []))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const db = getDb();
  const [rows, total] = await Promise.all([
    db
      .select({ entry: auditLog, actor: { fName: users.fName, lName: users.lName } })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(order === 'asc' ? asc(auditLog.at) : desc(auditLog.at), order === 'asc' ? asc(auditLog.id) : desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.$count(auditLog, where),
  ]);
  return {
    items: rows.map(({ entry, actor }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actor: { kind: entry.actorKind, userId: entry.actorUserId, label: entry.actorLabel, name: actor ? fullName(actor) : null },
      entityType: entry.entityType,
      entityId: entry.entityId,
      action: entry.action,
      before: entry.before,
      after: entry.after,
    })),
    total,
    page,
    pageSize,
  };
}

export async function auditFacets(): Promise<AuditFacets> {
  const db = getDb();
  const [types, actions] = await Promise.all([
    db.selectDistinct({ v: auditLog.entityType }).from(auditLog).orderBy(asc(auditLog.entityType)),
    db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
  ]);
  return { entityTypes: types.map((r) => r.v), actions: actions.map((r) => r.v) };
}
