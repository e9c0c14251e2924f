import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { facilityMessages as msg } from '@/lib/contracts/facility-messages';
import { getDb } from '../../db/client';
import { uploads } from '../../db/schema';
import { now } from '../../clock';
import { env } from '../../env';
import { ValidationError } from '../../errors';
import { fileStorage } from '../../providers/storage/create-storage';
import type { Tx } from '../auth/otp';
import { sniffMime, type UploadMime } from './sniff';

export type StoredUpload = { id: number; mime: UploadMime; size: number };

/**
 * Checks and stores one file for its owner: size first, then the type by its content (JPEG, PNG or PDF). The bytes
 * go to storage before the row, so a row always has its file; a failed transaction leaves at most an orphan file.
 */
export async function saveUpload(tx: Tx, ownerId: number, file: Blob, maxBytes = env().UPLOAD_MAX_BYTES): Promise<StoredUpload> {
  if (file.size === 0) throw new ValidationError(msg.file, { file: msg.file });
  if (file.size > maxBytes) throw new ValidationError(msg.fileTooLarge, { file: msg.fileTooLarge });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = sniffMime(bytes);
  if (!mime) throw new ValidationError(msg.fileType, { file: msg.fileType });
  const day = now().toISOString().slice(0, 7).replace('-', '/');
  const storageKey = `${day}/${randomUUID()}`;
  await fileStorage().put(storageKey, bytes);
  const [row] = await tx.insert(uploads).values({ ownerId, storageKey, mime, size: bytes.length }).returning({ id: uploads.id });
  return { id: row!.id, mime, size: bytes.length };
}

/**
 * The bytes of an upload. Callers decide who may see it (the owner through their own rows, operators); this only
 * reads.
 */
export async function readUpload(id: number): Promise<{ bytes: Uint8Array; mime: UploadMime; ownerId: number } | null> {
  const [row] = await getDb().select().from(uploads).where(eq(uploads.id, id));
  if (!row) return null;
  const bytes = await fileStorage().get(row.storageKey);
  return bytes ? { bytes, mime: row.mime, ownerId: row.ownerId } : null;
}

/** Removes the row in the transaction; the file goes once it has committed. */
export async function deleteUpload(tx: Tx, id: number): Promise<() => Promise<void>> {
  const [row] = await tx.delete(uploads).where(eq(uploads.id, id)).returning({ key: uploads.storageKey });
  return async () => {
    if (row) await fileStorage().delete(row.key);
  };
}
