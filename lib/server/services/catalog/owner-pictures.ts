import 'server-only';
import { eq } from 'drizzle-orm';
import type { OwnerPicture, PictureOwner } from '@/lib/contracts/admin/pictures';
import { getDb, type Tx } from '../../db/client';
import { attributes, attributeValues, brands, categories, insurancePlans } from '../../db/schema';
import type { ImageObjectRow } from '../../db/schema/types';
import { NotFoundError, ValidationError } from '../../errors';
import { audit, type AuditActor } from '../audit/audit-log';
import { catalogChanged } from './catalog-changed';
import { checkedPicture, releasePictures, renderPicture, srcsOf, storePicture } from './stored-pictures';

export const ownerPictureMessages = {
  notFound: { categories: 'این دسته پیدا نشد', brands: 'این برند پیدا نشد', insurancePlans: 'این طرح بیمه پیدا نشد', attributeValues: 'این مقدار پیدا نشد' },
  notColour: 'تصویر فقط برای مقدارهای ویژگی رنگ است',
} as const;

/** The storage area of each owner's pictures (`taxonomy/{kind}/{id}`), and the audit's entity type. */
const KINDS = { categories: 'category', brands: 'brand', insurancePlans: 'insurance', attributeValues: 'colour' } as const;
const ENTITY = { categories: 'category', brands: 'brand', insurancePlans: 'insurance_plan', attributeValues: 'attribute_value' } as const;
export const OWNER_OF_KIND = { category: 'categories', brand: 'brands', insurance: 'insurancePlans', colour: 'attributeValues' } as const satisfies Record<string, PictureOwner>;

/** The owner's images locked for update; a colour value only (a text value has nothing to picture). */
async function lockImages(tx: Tx, owner: PictureOwner, id: number): Promise<ImageObjectRow | null> {
  const missing = () => new NotFoundError(ownerPictureMessages.notFound[owner]);
  if (owner === 'categories') {
    const [row] = await tx.select({ images: categories.images }).from(categories).where(eq(categories.id, id)).for('update');
    if (!row) throw missing();
    return row.images;
  }
  if (owner === 'brands') {
    const [row] = await tx.select({ images: brands.images }).from(brands).where(eq(brands.id, id)).for('update');
    if (!row) throw missing();
    return row.images;
  }
  if (owner === 'insurancePlans') {
    const [row] = await tx.select({ images: insurancePlans.images }).from(insurancePlans).where(eq(insurancePlans.id, id)).for('update');
    if (!row) throw missing();
    return row.images;
  }
  const [row] = await tx
    .select({ images: attributeValues.images, type: attributes.type })
    .from(attributeValues)
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(eq(attributeValues.id, id))
    .for('update', { of: attributeValues });
  if (!row) throw missing();
  if (row.type !== 1) throw new ValidationError(ownerPictureMessages.notColour);
  return row.images;
}

async function writeImages(tx: Tx, owner: PictureOwner, id: number, images: ImageObjectRow | null) {
  if (owner === 'categories') await tx.update(categories).set({ images }).where(eq(categories.id, id));
  else if (owner === 'brands') await tx.update(brands).set({ images }).where(eq(brands.id, id));
  else if (owner === 'insurancePlans') await tx.update(insurancePlans).set({ images }).where(eq(insurancePlans.id, id));
  else await tx.update(attributeValues).set({ images }).where(eq(attributeValues.id, id));
}

const pictureOf = (images: ImageObjectRow | null): OwnerPicture['picture'] => {
  const original = images?.original ?? (images ? Object.values(images)[0] : undefined);
  return original ? { src: original.src, alt: original.alt ?? '' } : null;
};

/** Replaces (or removes, with `images` null) the owner's picture in one audited write; the old file goes after commit. */
async function replace(actor: AuditActor, owner: PictureOwner, id: number, images: ImageObjectRow | null, action: string): Promise<OwnerPicture> {
  return getDb().transaction(async (tx) => {
    const before = await lockImages(tx, owner, id);
    await writeImages(tx, owner, id, images);
    await audit(tx, actor, { entityType: ENTITY[owner], entityId: id, action, before: { picture: pictureOf(before) }, after: { picture: pictureOf(images) } });
    catalogChanged(tx);
    const kept = new Set(srcsOf(images));
    releasePictures(tx, srcsOf(before).filter((src) => !kept.has(src)));
    return { picture: pictureOf(images) };
  });
}

/**
 * Uploads the picture of a category, brand, insurance plan or colour value through the product pictures' pipeline
 * (type by content, kept in storage, served resized); it replaces the one before, whose file is deleted.
 */
export async function setOwnerPicture(actor: AuditActor, owner: PictureOwner, id: number, file: File, alt: string): Promise<OwnerPicture> {
  const bytes = await checkedPicture(file);
  // Checked before the bytes are stored, so a wrong id or a text value leaves no file behind.
  await getDb().transaction((tx) => lockImages(tx, owner, id));
  const src = await storePicture(`taxonomy/${KINDS[owner]}/${id}`, bytes);
  return replace(actor, owner, id, { original: { src, alt } }, 'picture.set');
}

export async function removeOwnerPicture(actor: AuditActor, owner: PictureOwner, id: number): Promise<OwnerPicture> {
  return replace(actor, owner, id, null, 'picture.remove');
}

/** A category's, brand's, plan's or colour's picture (app/media/taxonomy/[kind]/[id]/[name]). */
export function renderOwnerPicture(kind: keyof typeof OWNER_OF_KIND, id: number, name: string, w: number | null, q: number | null): Promise<Uint8Array | null> {
  return renderPicture(`taxonomy/${kind}/${id}`, name, w, q);
}
