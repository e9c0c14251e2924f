import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { PicturesInput, ProductPicture } from '@/lib/contracts/admin/pictures';
import type { AdminProduct } from '@/lib/contracts/admin/products';
import { getDb, type Tx } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import type { ImageObjectRow } from '../../db/schema/types';
import { env } from '../../env';
import { NotFoundError, ValidationError } from '../../errors';
import { fileStorage } from '../../providers/storage/create-storage';
import { audit, type AuditActor } from '../audit/audit-log';
import { catalogChanged } from './catalog-changed';
import { picturesOf } from './product-picture-list';
import { getAdminProduct, productAdminMessages } from './products-admin-read';

export const pictureMessages = {
  type: 'فقط تصویر JPEG، PNG یا WebP پذیرفته می‌شود',
  tooLarge: (mb: number) => `حجم تصویر باید حداکثر ${mb.toLocaleString('fa-IR')} مگابایت باشد`,
  unreadable: 'این فایل تصویر سالمی نیست',
  tooBig: 'ابعاد تصویر حداکثر ۸۰۰۰ پیکسل است',
  notOwn: 'یکی از تصویرها از تصویرهای این کالا نیست',
  notColour: 'رنگ انتخاب‌شده از رنگ‌های تنوع‌های این کالا نیست',
  twice: 'هر تصویر را یک بار بفرستید',
} as const;

const MAX_SIDE = 8000;

/** JPEG, PNG or WebP by the first bytes; the name and the browser's claim are not trusted. */
export function pictureType(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  const starts = (magic: number[], at = 0) => magic.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

const pictureKey = (productId: number, name: string) => `catalog/${productId}/${name}`;
const picturePath = (productId: number, name: string) => `/media/catalog/${productId}/${name}`;

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
}

/** An upload's bytes once checked: size, type by content, a picture sharp can read and not absurdly large. */
export async function checkedPicture(file: File): Promise<{ bytes: Uint8Array; type: 'jpeg' | 'png' | 'webp' }> {
  const max = env().UPLOAD_MAX_BYTES;
  if (file.size > max) throw new ValidationError(pictureMessages.tooLarge(Math.round(max / 1024 / 1024)), { file: pictureMessages.tooLarge(Math.round(max / 1024 / 1024)) });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = pictureType(bytes);
  if (!type) throw new ValidationError(pictureMessages.type, { file: pictureMessages.type });
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw new ValidationError(pictureMessages.unreadable, { file: pictureMessages.unreadable });
  if (meta.width > MAX_SIDE || meta.height > MAX_SIDE) throw new ValidationError(pictureMessages.tooBig, { file: pictureMessages.tooBig });
  return { bytes, type };
}

/** Checks an upload, keeps the original in storage and adds it after the product's other pictures. */
export async function addProductPicture(actor: AuditActor, productId: number, file: File, alt: string, colourValueId: number | null): Promise<AdminProduct> {
  const { bytes, type } = await checkedPicture(file);
  const [exists] = await getDb().select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!exists) throw new NotFoundError(productAdminMessages.notFound);
  const name = randomUUID();
  // The bytes go first, so a picture on the product always has its file; a failed write leaves at most an orphan.
  await fileStorage().put(pictureKey(productId, `${name}/original`), bytes, `image/${type}`);
  return getDb().transaction(async (tx) => {
    const product = await lockProduct(tx, productId);
    const variants = await tx.select().from(productVariants).where(eq(productVariants.productId, productId));
    const pictures = [...picturesOf(product.images, variants), { src: picturePath(productId, name), alt, colourValueId }];
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

/** Widths the server makes: a request is rounded up to the next, so a few sizes per picture are ever generated. */
export const PICTURE_WIDTHS = [64, 96, 128, 160, 256, 320, 384, 480, 640, 768, 960, 1280, 1600, 2048] as const;

export function servedWidth(w: number | null): number | null {
  if (w === null) return null;
  return PICTURE_WIDTHS.find((x) => x >= w) ?? PICTURE_WIDTHS.at(-1)!;
}

export function servedQuality(q: number | null): number {
  if (q === null || !Number.isFinite(q)) return 75;
  return Math.min(90, Math.max(30, Math.round(q / 5) * 5));
}

/**
 * An uploaded picture as WebP at the width and quality asked for (rounded to a few steps), made once and kept in
 * storage beside the original; null when there is no such picture.
 */
export function renderProductPicture(productId: number, name: string, w: number | null, q: number | null): Promise<Uint8Array | null> {
  return renderStoredPicture(`catalog/${productId}`, name, w, q);
}

/** The same for any picture kept under `{folder}/{name}/original` in storage (product and content pictures). */
export async function renderStoredPicture(folder: string, name: string, w: number | null, q: number | null): Promise<Uint8Array | null> {
  if (!/^[0-9a-f-]{36}$/.test(name)) return null;
  const width = servedWidth(w);
  const quality = servedQuality(q);
  const storage = fileStorage();
  const derivedKey = `${folder}/${name}/w${width ?? 0}-q${quality}`;
  const kept = await storage.get(derivedKey);
  if (kept) return kept;
  const original = await storage.get(`${folder}/${name}/original`);
  if (!original) return null;
  const made = new Uint8Array(
    await sharp(original)
      .rotate()
      .resize(width === null ? undefined : { width, withoutEnlargement: true })
      .webp({ quality })
      .toBuffer(),
  );
  await storage.put(derivedKey, made, 'image/webp');
  return made;
}
