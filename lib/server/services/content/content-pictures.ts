import 'server-only';
import { randomUUID } from 'node:crypto';
import { getDb } from '../../db/client';
import { fileStorage } from '../../providers/storage/create-storage';
import { audit, type AuditActor } from '../audit/audit-log';
import { checkedPicture, renderStoredPicture } from '../catalog/product-pictures';

const FOLDER = 'content';

/**
 * Keeps an uploaded picture for a banner, popup or menu item, checked as product pictures are, and answers its
 * address. The picture is used once a form saves that address; on its own it changes nothing the shop shows.
 */
export async function uploadContentPicture(actor: AuditActor, file: File): Promise<{ src: string }> {
  const { bytes, type } = await checkedPicture(file);
  const name = randomUUID();
  await fileStorage().put(`${FOLDER}/${name}/original`, bytes, `image/${type}`);
  const src = `/media/content/${name}`;
  await getDb().transaction((tx) => audit(tx, actor, { entityType: 'content_picture', entityId: name, action: 'upload', before: null, after: { src, type, bytes: bytes.length } }));
  return { src };
}

export const renderContentPicture = (name: string, w: number | null, q: number | null) => renderStoredPicture(FOLDER, name, w, q);
