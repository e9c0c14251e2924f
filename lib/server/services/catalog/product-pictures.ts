import 'server-only';
import { eq } from 'drizzle-orm';
import type { PicturesInput, ProductPicture } from '@/lib/contracts/admin/pictures';
import type { AdminProduct } from '@/lib/contracts/admin/products';
import { getDb, type Tx } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import type { ImageObjectRow } from '../../db/schema/types';
import { NotFoundError, ValidationError } from '../../errors';
import { audit, type AuditActor } from '../audit/audit-log';
import { catalogChanged } from './catalog-changed';
import { picturesOf } from './product-picture-list';
import { getAdminProduct, productAdminMessages } from './products-admin-read';
import { checkedPicture, releasePictures, renderPicture, pictureMessages as storedPictureMessages, storePicture } from './stored-pictures';

export const pictureMessages = {
  ...storedPictureMessages,
  notOwn: 'یکی از تصویرها از تصویرهای این کالا نیست',
  notColour: 'رنگ انتخاب‌شده از رنگ‌های تنوع‌های این کالا نیست',
  twice: 'هر تصویر را یک بار بفرستید',
} as const;

async function lockProduct(tx: Tx, productId: number) {
  const [row] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
  if (!row) throw new NotFoundError(productAdminMessages.notFound);
  return row;
}

/**
 * Writes the pictures in order onto the product, and onto each variant the pictures of its colour, so the storefront
 * shows a colour's pictures when that colour is chosen.
 */
async function writePictures(tx: Tx, actor: AuditActor, productId: number, pictures: ProductPicture[], action: string) {
  const product = await lockProduct(tx, productId);
  const variants = await tx.select().from(productVariants).where(eq(productVariants.productId, productId));
  const before = picturesOf(product.images, variants);
  const known = new Set(before.map((p) => p.src));
  const srcs = pictures.map((p) => p.src);
  if (new Set(srcs).size !== srcs.length) throw new ValidationError(pictureMessages.twice);
  if (action !== 'product.picture_add' && srcs.some((s) => !known.has(s))) throw new ValidationError(pictureMessages.notOwn);
  const colours = new Set(variants.map((v) => v.attr1ValueId).filter((c) => c !== null));
  if (pictures.some((p) => p.colourValueId !== null && !colours.has(p.colourValueId))) throw new ValidationError(pictureMessages.notColour, { colourValueId: pictureMessages.notColour });

  const object = (p: ProductPicture): ImageObjectRow => ({ original: { src: p.src, alt: p.alt } });
  await tx.update(products).set({ images: pictures.map(object) }).where(eq(products.id, productId));
  for (const v of variants) {
    const own = pictures.filter((p) => p.colourValueId !== null && p.colourValueId === v.attr1ValueId).map(object);
    await tx.update(productVariants).set({ images: own }).where(eq(productVariants.id, v.id));
  }
  await audit(tx, actor, { entityType: 'product', entityId: productId, action, before: { pictures: before }, after: { pictures } });
  catalogChanged(tx);
  releasePictures(tx, before.map((p) => p.src).filter((src) => !srcs.includes(src)));
}

/**
 * Checks an upload (size, type by content, a picture sharp can read and not absurdly large), keeps the original in
 * storage and adds it after the product's other pictures.
 */
export async function addProductPicture(actor: AuditActor, productId: number, file: File, alt: string, colourValueId: number | null): Promise<AdminProduct> {
  const bytes = await checkedPicture(file);
  const [exists] = await getDb().select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!exists) throw new NotFoundError(productAdminMessages.notFound);
  // The bytes go first, so a picture on the product always has its file; a failed write leaves at most an orphan.
  const src = await storePicture(`catalog/${productId}`, bytes);
  return getDb().transaction(async (tx) => {
    const product = await lockProduct(tx, productId);
    const variants = await tx.select().from(productVariants).where(eq(productVariants.productId, productId));
    const pictures = [...picturesOf(product.images, variants), { src, alt, colourValueId }];
    await writePictures(tx, actor, productId, pictures, 'product.picture_add');
    return getAdminProduct(productId, tx);
  });
}

/** Order (the first is the main picture), alt text, colour and removal, in one audited write. */
export async function setProductPictures(actor: AuditActor, productId: number, input: PicturesInput): Promise<AdminProduct> {
  return getDb().transaction(async (tx) => {
    await writePictures(tx, actor, productId, input.pictures, 'product.pictures');
    return getAdminProduct(productId, tx);
  });
}

/** An uploaded product picture (app/media/catalog/[productId]/[name]). */
export function renderProductPicture(productId: number, name: string, w: number | null, q: number | null): Promise<Uint8Array | null> {
  return renderPicture(`catalog/${productId}`, name, w, q);
}
