import 'server-only';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PlanRequest, ReuploadBody } from '@/lib/contracts/facility';
import { documentTitles, facilityMessages as msg, requiredDocuments } from '@/lib/contracts/facility-messages';
import { toPersianDigits } from '@/lib/format/digits';
import { tehranIsoDay } from '@/lib/format/jalali';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { facilityPlans, loanRequests, type LoanState } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { notifyUser } from '../account/notifications';
import { audit, type AuditActor } from '../audit/audit-log';
import { toPlanRequests } from './request-view';

export async function listRequests(state?: LoanState): Promise<PlanRequest[]> {
  const db = getDb();
  const rows = await db
    .select()
    .from(loanRequests)
    .where(state ? eq(loanRequests.state, state) : undefined)
    .orderBy(desc(loanRequests.id))
    .limit(200);
  return toPlanRequests(db, rows, now());
}

export async function getRequest(id: number): Promise<PlanRequest> {
  const db = getDb();
  const [row] = await db.select().from(loanRequests).where(eq(loanRequests.id, id));
  if (!row) throw new NotFoundError(msg.requestId);
  return (await toPlanRequests(db, [row], now()))[0]!;
}

/**
 * Approves or rejects a submitted request, once: the update is conditional on the state, so two operators deciding
 * at once get one success and one 409. The applicant is told in the same transaction.
 */
export async function decide(actor: AuditActor, id: number, decision: 'approve' | 'reject', reason: string | undefined): Promise<PlanRequest> {
  const db = getDb();
  const at = now();
  const row = await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(loanRequests)
      .set({ state: decision === 'approve' ? 'approved' : 'rejected', decisionReason: reason || null, decidedAt: at, updatedAt: at, reuploadKinds: [], reuploadMessage: null })
      // Approval waits for the documents asked for again; a rejection does not.
      .where(and(eq(loanRequests.id, id), eq(loanRequests.state, 'submitted'), ...(decision === 'approve' ? [sql`cardinality(${loanRequests.reuploadKinds}) = 0`] : [])))
      .returning();
    if (decided) {
      await audit(tx, actor, { entityType: 'loan_request', entityId: id, action: 'loan.decide', before: { state: 'submitted' }, after: { state: decided.state, decisionReason: decided.decisionReason } });
      const number = toPersianDigits(decided.id);
      await notifyUser(tx, {
        userId: decided.userId,
        kind: 'loan',
        value: decided.id,
        ...(decision === 'approve'
          ? { title: 'درخواست تسهیلات تایید شد', body: `درخواست تسهیلات شماره ${number} تایید شد.` }
          : { title: 'درخواست تسهیلات رد شد', body: `درخواست تسهیلات شماره ${number} رد شد. دلیل: ${reason ?? ''}` }),
      });
    }
    return decided;
  });
  if (!row) {
    const [exists] = await db.select({ state: loanRequests.state, reuploadKinds: loanRequests.reuploadKinds }).from(loanRequests).where(eq(loanRequests.id, id));
    if (!exists) throw new NotFoundError(msg.requestId);
    if (exists.state === 'submitted' && exists.reuploadKinds.length > 0) throw new ConflictError(msg.reuploadPending);
    throw new ConflictError(exists.state === 'draft' ? msg.notSubmitted : msg.alreadyDecided);
  }
  return (await toPlanRequests(db, [row], at))[0]!;
}

/** The applicant came to the branch with the documents; only a booked request can be attended, once. */
export async function markAttended(actor: AuditActor, id: number): Promise<PlanRequest> {
  const db = getDb();
  const at = now();
  const row = await db.transaction(async (tx) => {
    const [attended] = await tx
      .update(loanRequests)
      .set({ attendedAt: at, missedAt: null, updatedAt: at })
      .where(and(eq(loanRequests.id, id), inArray(loanRequests.state, ['submitted', 'approved']), isNotNull(loanRequests.meetDate), isNull(loanRequests.attendedAt)))
      .returning();
    if (attended) await audit(tx, actor, { entityType: 'loan_request', entityId: id, action: 'loan.attended', before: { attendedAt: null }, after: { attendedAt: at } });
    return attended;
  });
  if (!row) {
    await getRequest(id);
    throw new ConflictError(msg.notSubmitted);
  }
  return (await toPlanRequests(db, [row], at))[0]!;
}

/**
 * The officer cannot read a document, or one is missing: the applicant is asked, with a message, to upload those
 * documents again. The request stays submitted (its appointment kept) and cannot be approved until they have.
 */
export async function askReupload(actor: AuditActor, id: number, { kinds, message }: ReuploadBody): Promise<PlanRequest> {
  const db = getDb();
  const at = now();
  const row = await db.transaction(async (tx) => {
    const [request] = await tx.select().from(loanRequests).where(eq(loanRequests.id, id)).for('update');
    if (!request) throw new NotFoundError(msg.requestId);
    if (request.state !== 'submitted') throw new ConflictError(msg.reuploadState);
    const [plan] = await tx.select({ kind: facilityPlans.kind }).from(facilityPlans).where(eq(facilityPlans.id, request.planId));
    const allowed = requiredDocuments[plan!.kind];
    if (kinds.some((k) => !allowed.includes(k))) throw new ValidationError(msg.reuploadNotInRequest, { kinds: msg.reuploadNotInRequest });
    const [asked] = await tx.update(loanRequests).set({ reuploadKinds: kinds, reuploadMessage: message, updatedAt: at }).where(eq(loanRequests.id, id)).returning();
    await audit(tx, actor, {
      entityType: 'loan_request',
      entityId: id,
      action: 'loan.reupload',
      before: { reuploadKinds: request.reuploadKinds, reuploadMessage: request.reuploadMessage },
      after: { reuploadKinds: kinds, reuploadMessage: message },
    });
    await notifyUser(tx, {
      userId: request.userId,
      kind: 'loan',
      value: id,
      title: 'مدارک را دوباره بارگذاری کنید',
      body: `برای درخواست تسهیلات شماره ${toPersianDigits(id)} این مدارک را دوباره بارگذاری کنید: ${kinds.map((k) => documentTitles[k]).join('، ')}. ${message}`,
    });
    return asked!;
  });
  return (await toPlanRequests(db, [row], at))[0]!;
}

/**
 * The applicant did not come on the appointment day (from that Tehran day on): recorded, audited, and the applicant is
 * asked to book another day, which clears the mark. The request keeps its state.
 */
export async function markMissed(actor: AuditActor, id: number): Promise<PlanRequest> {
  const db = getDb();
  const at = now();
  const row = await db.transaction(async (tx) => {
    const [request] = await tx.select().from(loanRequests).where(eq(loanRequests.id, id)).for('update');
    if (!request) throw new NotFoundError(msg.requestId);
    if (!['submitted', 'approved'].includes(request.state) || request.meetDate === null || request.attendedAt !== null || request.missedAt !== null) {
      throw new ConflictError(msg.notBooked);
    }
    if (tehranIsoDay(at) < request.meetDate) throw new ConflictError(msg.missedTooEarly);
    const [missed] = await tx.update(loanRequests).set({ missedAt: at, updatedAt: at }).where(eq(loanRequests.id, id)).returning();
    await audit(tx, actor, { entityType: 'loan_request', entityId: id, action: 'loan.missed', before: { missedAt: null }, after: { missedAt: at, meetDate: request.meetDate } });
    await notifyUser(tx, {
      userId: request.userId,
      kind: 'loan',
      value: id,
      title: 'در نوبت مراجعه حاضر نشدید',
      body: `برای درخواست تسهیلات شماره ${toPersianDigits(id)} در نوبت حاضر نشدید؛ لطفا روز دیگری رزرو کنید.`,
    });
    return missed!;
  });
  return (await toPlanRequests(db, [row], at))[0]!;
}
