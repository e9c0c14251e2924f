import 'server-only';
import { getDb } from '../../db/client';
import { audit, type AuditActor } from '../audit/audit-log';
import { checkedPicture, pictureType, renderPicture, storePicture } from '../catalog/stored-pictures';

const AREA = 'content';

/**
 * Keeps an uploaded picture for a banner, popup, menu item, logo or sign-in picture, checked as product pictures are,
 * and answers its address. The picture is used once a form saves that address; on its own it changes nothing the shop
 * shows. A save that replaces or removes it deletes it once no row names it (releasePictures).
 */
export async function uploadContentPicture(actor: AuditActor, file: File): Promise<{ src: string }> {
  const bytes = await checkedPicture(file);
  const src = await storePicture(AREA, bytes);
  const name = src.slice(`/media/${AREA}/`.length);
  await getDb().transaction((tx) => audit(tx, actor, { entityType: 'content_picture', entityId: name, action: 'upload', before: null, after: { src, type: pictureType(bytes), bytes: bytes.length } }));
  return { src };
}

export const renderContentPicture = (name: string, w: number | null, q: number | null) => renderPicture(AREA, name, w, q);
