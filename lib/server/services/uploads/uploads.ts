import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { facilityMessages as msg } from '@/lib/contracts/facility-messages';
import { getDb } from '../../db/client';
import { uploads, users } from '../../db/schema';
import { now } from '../../clock';
import { env } from '../../env';
import { ConflictError, ValidationError } from '../../errors';
import { fileStorage } from '../../providers/storage/create-storage';
import type { StoredFile } from '../../providers/storage/file-storage';
import type { Tx } from '../../db/client';
import { sniffMime, type UploadMime } from './sniff';

export type StoredUpload = { id: number; mime: UploadMime; size: number };

/**
 * What one account may keep (docs/security.md "Per-account bounds"), under a lock of the owner's row so parallel
 * uploads cannot both pass; the upload a new file replaces does not count.
 */
async function checkQuota(tx: Tx, ownerId: number, size: number, replaces: number | undefined): Promise<void> {
  const { ACCOUNT_MAX_FILES, ACCOUNT_MAX_FILE_BYTES } = env();
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('no key update');
  const others = and(eq(uploads.ownerId, ownerId), replaces === undefined ? undefined : ne(uploads.id, replaces));
  const [kept] = await tx.select({ files: count(), bytes: sql<number>`coalesce(sum(${uploads.size}), 0)::bigint`.mapWith(Number) }).from(uploads).where(others);
  if ((kept?.files ?? 0) >= ACCOUNT_MAX_FILES) throw new ConflictError(msg.tooManyFiles(ACCOUNT_MAX_FILES));
  if ((kept?.bytes ?? 0) + size > ACCOUNT_MAX_FILE_BYTES) throw new ConflictError(msg.tooManyBytes(Math.round(ACCOUNT_MAX_FILE_BYTES / 1024 / 1024)));
}

/**
 * Checks and stores one file for its owner: size first, the account's quota, then the type by its content (JPEG,
 * PNG or PDF). The bytes go to storage before the row, so a row always has its file; a failed transaction leaves at
 * most an orphan file. `replaces` names the owner's upload this one takes the place of.
 */
export async function saveUpload(tx: Tx, ownerId: number, file: Blob, replaces?: number): Promise<StoredUpload> {
  if (file.size === 0) throw new ValidationError(msg.file, { file: msg.file });
  if (file.size > env().UPLOAD_MAX_BYTES) throw new ValidationError(msg.fileTooLarge, { file: msg.fileTooLarge });
  await checkQuota(tx, ownerId, file.size, replaces);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = sniffMime(bytes);
  if (!mime) throw new ValidationError(msg.fileType, { file: msg.fileType });
  const day = now().toISOString().slice(0, 7).replace('-', '/');
  const storageKey = `${day}/${randomUUID()}`;
  await fileStorage().put(storageKey, bytes, mime);
  const [row] = await tx.insert(uploads).values({ ownerId, storageKey, mime, size: bytes.length }).returning({ id: uploads.id });
  return { id: row!.id, mime, size: bytes.length };
}

/**
 * An upload as a stream (from the disk or the bucket, never whole in memory). Callers decide who may see it (the
 * owner through their own rows, operators); this only reads.
 */
export async function openUpload(id: number): Promise<(StoredFile & { mime: UploadMime; ownerId: number }) | null> {
  const [row] = await getDb().select().from(uploads).where(eq(uploads.id, id));
  if (!row) return null;
  const file = await fileStorage().open(row.storageKey);
  return file ? { ...file, mime: row.mime, ownerId: row.ownerId } : null;
}

/** Removes the row in the transaction; the file goes once it has committed. */
export async function deleteUpload(tx: Tx, id: number): Promise<() => Promise<void>> {
  const [row] = await tx.delete(uploads).where(eq(uploads.id, id)).returning({ key: uploads.storageKey });
  return async () => {
    if (row) await fileStorage().delete(row.key);
  };
}
