import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { DocumentKind } from '@/lib/contracts/facility-messages';
import { facilityMessages as msg } from '@/lib/contracts/facility-messages';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { loanDocuments, loanRequests } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { deleteUpload, openUpload, saveUpload } from '../uploads/uploads';
import { lockOwnRequest } from './requests';

/**
 * Stores a document of a draft request, or of a submitted one whose officer asked for that document again; a second
 * file of the same kind replaces the first.
 */
export async function uploadDocument(userId: number, requestId: number, kind: DocumentKind, file: Blob) {
  let dropOld: (() => Promise<void>) | undefined;
  const doc = await getDb().transaction(async (tx) => {
    const request = await lockOwnRequest(tx, userId, requestId);
    const asked = request.state === 'submitted' && request.reuploadKinds.includes(kind);
    if (request.state !== 'draft' && !asked) throw new ConflictError(msg.closed);
    if (asked) {
      await tx
        .update(loanRequests)
        .set({ reuploadKinds: sql`array_remove(${loanRequests.reuploadKinds}, ${kind})`, updatedAt: now() })
        .where(eq(loanRequests.id, requestId));
    }
    const sameKind = and(eq(loanDocuments.requestId, requestId), eq(loanDocuments.kind, kind));
    const [replaced] = await tx.select({ uploadId: loanDocuments.uploadId }).from(loanDocuments).where(sameKind);
    const stored = await saveUpload(tx, userId, file, replaced?.uploadId);
    const [old] = await tx.delete(loanDocuments).where(sameKind).returning();
    if (old) dropOld = await deleteUpload(tx, old.uploadId);
    const [row] = await tx.insert(loanDocuments).values({ requestId, kind, uploadId: stored.id }).returning({ id: loanDocuments.id });
    return { id: row!.id, kind, mime: stored.mime, size: stored.size };
  });
  await dropOld?.();
  return doc;
}

/** A document's file for its owner (userId) or for an operator (null); anybody else gets the 404 of a missing one. */
export async function openDocument(userId: number | null, documentId: number) {
  const [row] = await getDb()
    .select({ uploadId: loanDocuments.uploadId, kind: loanDocuments.kind, ownerId: loanRequests.userId })
    .from(loanDocuments)
    .innerJoin(loanRequests, eq(loanRequests.id, loanDocuments.requestId))
    .where(eq(loanDocuments.id, documentId));
  if (!row || (userId !== null && row.ownerId !== userId)) throw new NotFoundError();
  const file = await openUpload(row.uploadId);
  if (!file) throw new NotFoundError();
  return { ...file, kind: row.kind };
}
