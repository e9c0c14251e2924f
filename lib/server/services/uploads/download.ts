import 'server-only';
import { NotFoundError } from '../../errors';
import { openUpload } from './uploads';

const MISSING = 'فایل مورد نظر یافت نشد';

/**
 * SPEC §7 "file download by id": a customer gets only their own uploads, staff with the right any. Someone else's
 * file answers the same 404 as a missing one, so ids cannot be probed.
 */
export async function downloadUpload(id: number, viewer: { userId: number } | 'staff') {
  const file = await openUpload(id);
  if (!file || (viewer !== 'staff' && file.ownerId !== viewer.userId)) {
    await file?.body.cancel().catch(() => undefined);
    throw new NotFoundError(MISSING);
  }
  return { ...file, kind: `file-${id}` };
}
