import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { CooperationDocument } from '@/lib/contracts/cooperation';
import { cooperationDocuments as documentInfo, cooperationMessages as msg, type CooperationDocumentType } from '@/lib/contracts/cooperation-messages';
import { getDb } from '../../db/client';
import { cooperationDocuments, cooperationRequests } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { deleteUpload, openUpload, saveUpload } from '../uploads/uploads';
import { lockOwnDraft } from './requests';

/**
 * Stores one document of the user's draft (creating the draft if need be); a file of a type already there replaces
 * it, and the old upload goes once the new one has committed.
 */
export async function uploadCooperationDocument(userId: number, type: CooperationDocumentType, file: Blob): Promise<CooperationDocument> {
  let dropOld: (() => Promise<void>) | undefined;
  const doc = await getDb().transaction(async (tx) => {
    const draft = await lockOwnDraft(tx, userId);
    const sameType = and(eq(cooperationDocuments.requestId, draft.id), eq(cooperationDocuments.type, type));
    const [replaced] = await tx.select({ uploadId: cooperationDocuments.uploadId }).from(cooperationDocuments).where(sameType);
    const stored = await saveUpload(tx, userId, file, replaced?.uploadId);
    const [old] = await tx.delete(cooperationDocuments).where(sameType).returning({ uploadId: cooperationDocuments.uploadId });
    if (old) dropOld = await deleteUpload(tx, old.uploadId);
    const [row] = await tx.insert(cooperationDocuments).values({ requestId: draft.id, type, uploadId: stored.id }).returning({ at: cooperationDocuments.createdAt });
    return { type, title: documentInfo[type].title, required: documentInfo[type].required, mime: stored.mime, size: stored.size, uploadedAt: row!.at.toISOString() };
  });
  await dropOld?.();
  return doc;
}

/** Removes a document of the user's draft, and its file once that has committed; 404 when there is none. */
export async function deleteCooperationDocument(userId: number, type: CooperationDocumentType): Promise<void> {
  const dropFile = await getDb().transaction(async (tx) => {
    const draft = await lockOwnDraft(tx, userId);
    const [old] = await tx
      .delete(cooperationDocuments)
      .where(and(eq(cooperationDocuments.requestId, draft.id), eq(cooperationDocuments.type, type)))
      .returning({ uploadId: cooperationDocuments.uploadId });
    if (!old) throw new NotFoundError(msg.documentNotFound);
    return deleteUpload(tx, old.uploadId);
  });
  await dropFile();
}

/**
 * A document's file: `owner` reads their own request's (by user), an operator any request's (by request id).
 * Whatever is not there, or not theirs, is the same 404.
 */
export async function openCooperationDocument(owner: { userId: number } | { requestId: number }, type: CooperationDocumentType) {
  const [row] = await getDb()
    .select({ uploadId: cooperationDocuments.uploadId })
    .from(cooperationDocuments)
    .innerJoin(cooperationRequests, eq(cooperationRequests.id, cooperationDocuments.requestId))
    .where(and(eq(cooperationDocuments.type, type), 'userId' in owner ? eq(cooperationRequests.userId, owner.userId) : eq(cooperationRequests.id, owner.requestId)));
  const file = row ? await openUpload(row.uploadId) : null;
  if (!file) throw new NotFoundError(msg.documentNotFound);
  return { ...file, kind: type };
}
