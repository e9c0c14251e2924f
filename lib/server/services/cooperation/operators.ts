import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { CooperationRequest } from '@/lib/contracts/cooperation';
import { cooperationMessages as msg, type CooperationState } from '@/lib/contracts/cooperation-messages';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { cooperationRequests } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { notifyUser } from '../account/notifications';
import { audit, type AuditActor } from '../audit/audit-log';
import { toCooperationRequests } from './view';

/** Requests by state, newest first (200 at most). */
export async function listCooperationRequests(state?: CooperationState): Promise<CooperationRequest[]> {
  const db = getDb();
  const rows = await db
    .select()
    .from(cooperationRequests)
    .where(state ? eq(cooperationRequests.state, state) : undefined)
    .orderBy(desc(cooperationRequests.id))
    .limit(200);
  return toCooperationRequests(db, rows);
}

export async function getCooperationRequest(id: number): Promise<CooperationRequest> {
  const db = getDb();
  const rows = await db.select().from(cooperationRequests).where(eq(cooperationRequests.id, id));
  const [request] = await toCooperationRequests(db, rows);
  if (!request) throw new NotFoundError(msg.notFound);
  return request;
}

/**
 * Approves or rejects a submitted request, once: the update is conditional on the state, so two operators deciding
 * at once get one success and one 409. The applicant is told in the same transaction.
 */
export async function decideCooperationRequest(actor: AuditActor, id: number, decision: 'approve' | 'reject', reason: string | undefined): Promise<CooperationRequest> {
  const db = getDb();
  const at = now();
  const row = await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(cooperationRequests)
      .set({ state: decision === 'approve' ? 'approved' : 'rejected', decisionReason: reason || null, decidedAt: at, updatedAt: at })
      .where(and(eq(cooperationRequests.id, id), eq(cooperationRequests.state, 'submitted')))
      .returning();
    if (decided) {
      await audit(tx, actor, { entityType: 'cooperation_request', entityId: id, action: 'cooperation.decide', before: { state: 'submitted' }, after: { state: decided.state, decisionReason: decided.decisionReason } });
      await notifyUser(tx, {
        userId: decided.userId,
        kind: 'general',
        ...(decision === 'approve'
          ? { title: 'درخواست همکاری تایید شد', body: `درخواست همکاری ${decided.legalName ?? ''} تایید شد؛ کارشناسان ما برای ادامه کار با شما تماس می‌گیرند.` }
          : { title: 'درخواست همکاری رد شد', body: `درخواست همکاری ${decided.legalName ?? ''} رد شد. دلیل: ${reason ?? ''}` }),
      });
    }
    return decided;
  });
  if (!row) {
    const [exists] = await db.select({ state: cooperationRequests.state }).from(cooperationRequests).where(eq(cooperationRequests.id, id));
    if (!exists) throw new NotFoundError(msg.notFound);
    throw new ConflictError(exists.state === 'draft' ? msg.notSubmitted : msg.alreadyDecided);
  }
  return (await toCooperationRequests(db, [row]))[0]!;
}
