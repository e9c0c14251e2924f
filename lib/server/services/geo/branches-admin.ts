import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { branchMessages as msg, type AdminBranch, type BranchBody } from '@/lib/contracts/admin/branches';
import { invalidateTag } from '../../cache';
import { getDb, type Tx } from '../../db/client';
import { branchAppointmentCapacities, branches, cities } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../errors';
import { purgeRenderedPages } from '../../rendered-pages';
import { audit, type AuditActor } from '../audit/audit-log';
import { GEO_TAG } from './provinces';

type Row = typeof branches.$inferSelect;

const view = (b: Row, takesAppointments: boolean): AdminBranch => ({
  id: b.id,
  title: b.title,
  kind: b.kind,
  provinceId: b.provinceId,
  cityId: b.cityId,
  address: b.address,
  tell: b.tell,
  workingHours: b.workingHours,
  mapUrl: b.mapUrl,
  active: b.active,
  sort: b.sort,
  takesAppointments,
});

const columns = (body: BranchBody) => ({
  title: body.title,
  kind: body.kind,
  provinceId: body.provinceId,
  cityId: body.cityId,
  address: body.address,
  tell: body.tell,
  workingHours: body.workingHours,
  mapUrl: body.mapUrl,
  active: body.active,
  sort: body.sort,
});

/** /agency and /public/branchs read the branches through the geo tag; pickup choices read them per request. */
async function purge() {
  invalidateTag(GEO_TAG);
  await purgeRenderedPages();
}

async function checkCity(tx: Tx, body: BranchBody) {
  const [city] = await tx.select({ id: cities.id }).from(cities).where(and(eq(cities.id, body.cityId), eq(cities.provinceId, body.provinceId)));
  if (!city) throw new ValidationError(msg.city, { cityId: msg.city });
}

async function takesAppointments(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx.select({ id: branchAppointmentCapacities.branchId }).from(branchAppointmentCapacities).where(eq(branchAppointmentCapacities.branchId, id));
  return rows.length > 0;
}

/** Every branch and agency, switched off or not, in the order /agency lists them. */
export async function listBranchesAdmin(): Promise<AdminBranch[]> {
  const db = getDb();
  const [rows, capacities] = await Promise.all([
    db.select().from(branches).orderBy(asc(branches.sort), asc(branches.id)),
    db.select({ id: branchAppointmentCapacities.branchId }).from(branchAppointmentCapacities),
  ]);
  const booking = new Set(capacities.map((c) => c.id));
  return rows.map((b) => view(b, booking.has(b.id)));
}

export async function createBranch(actor: AuditActor, body: BranchBody): Promise<AdminBranch> {
  const result = await getDb().transaction(async (tx) => {
    await checkCity(tx, body);
    const [created] = await tx.insert(branches).values(columns(body)).returning();
    const branch = view(created!, false);
    await audit(tx, actor, { entityType: 'branch', entityId: created!.id, action: 'create', before: null, after: branch });
    return branch;
  });
  await purge();
  return result;
}

/**
 * Changes a branch. A branch is never removed: orders, pickups and appointments point at it; switching it off takes
 * it off /agency, the pickup choices and the appointment step.
 */
export async function updateBranch(actor: AuditActor, id: number, body: BranchBody): Promise<AdminBranch> {
  const result = await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(branches).where(eq(branches.id, id)).for('update');
    if (!before) throw new NotFoundError(msg.notFound);
    await checkCity(tx, body);
    const [after] = await tx.update(branches).set(columns(body)).where(eq(branches.id, id)).returning();
    const booking = await takesAppointments(tx, id);
    const branch = view(after!, booking);
    await audit(tx, actor, { entityType: 'branch', entityId: id, action: 'update', before: view(before, booking), after: branch });
    return branch;
  });
  await purge();
  return result;
}
