import 'server-only';
import { randomUUID } from 'node:crypto';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterCommit } from '../../db/after-commit';
import { getDb, type Tx } from '../../db/client';
import {
  attributeValues,
  banners,
  blogPosts,
  brands,
  categories,
  companySettings,
  contentPages,
  insurancePlans,
  menuItems,
  orderLines,
  products,
  productVariants,
  siteNotifications,
} from '../../db/schema';
import { env } from '../../env';
import { ValidationError } from '../../errors';
import { logger } from '../../log/logger';
import { fileStorage } from '../../providers/storage/create-storage';

/**
 * The picture pipeline of the catalog: an upload is checked by its content, its original kept in storage under a
 * folder of its own (`{area}/{uuid}/original`), sizes made from it on request beside it, and the folder deleted once
 * no row names the picture any more.
 */
export const pictureMessages = {
  type: 'فقط تصویر JPEG، PNG یا WebP پذیرفته می‌شود',
  tooLarge: (mb: number) => `حجم تصویر باید حداکثر ${mb.toLocaleString('fa-IR')} مگابایت باشد`,
  unreadable: 'این فایل تصویر سالمی نیست',
  tooBig: 'ابعاد تصویر حداکثر ۸۰۰۰ پیکسل است',
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

/** Size, type by content, a picture sharp can read and not absurdly large: the upload's bytes, or a Persian 400. */
export async function checkedPicture(file: File): Promise<Uint8Array> {
  const max = env().UPLOAD_MAX_BYTES;
  if (file.size > max) throw new ValidationError(pictureMessages.tooLarge(Math.round(max / 1024 / 1024)), { file: pictureMessages.tooLarge(Math.round(max / 1024 / 1024)) });
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!pictureType(bytes)) throw new ValidationError(pictureMessages.type, { file: pictureMessages.type });
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw new ValidationError(pictureMessages.unreadable, { file: pictureMessages.unreadable });
  if (meta.width > MAX_SIDE || meta.height > MAX_SIDE) throw new ValidationError(pictureMessages.tooBig, { file: pictureMessages.tooBig });
  return bytes;
}

/** Keeps checked bytes under `{area}/{new uuid}/original`; answers the picture's address, `/media/{area}/{uuid}`. */
export async function storePicture(area: string, bytes: Uint8Array): Promise<string> {
  const name = randomUUID();
  await fileStorage().put(`${area}/${name}/original`, bytes, `image/${pictureType(bytes)}`);
  return `/media/${area}/${name}`;
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
 * A stored picture as WebP at the width and quality asked for (rounded to a few steps), made once and kept in
 * storage beside the original; null when there is no such picture.
 */
export async function renderPicture(area: string, name: string, w: number | null, q: number | null): Promise<Uint8Array | null> {
  if (!/^[0-9a-f-]{36}$/.test(name)) return null;
  const width = servedWidth(w);
  const quality = servedQuality(q);
  const storage = fileStorage();
  const derivedKey = `${area}/${name}/w${width ?? 0}-q${quality}`;
  const kept = await storage.get(derivedKey);
  if (kept) return kept;
  const original = await storage.get(`${area}/${name}/original`);
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

/** The storage folder of an address this pipeline made; null for any other (seed placeholders, links elsewhere). */
export function pictureFolder(src: string): string | null {
  const match = /^\/media\/((?:catalog\/\d+\/|taxonomy\/(?:category|brand|insurance|colour)\/\d+\/|content\/)[0-9a-f-]{36})$/.exec(src);
  return match ? match[1]! : null;
}

/** Every column that may name a picture: a copied product, an order line's snapshot, a banner pasted by hand, a logo. */
const PICTURE_COLUMNS: AnyPgColumn[] = [
  products.images,
  productVariants.images,
  categories.images,
  brands.images,
  insurancePlans.images,
  attributeValues.images,
  orderLines.image,
  banners.images,
  menuItems.images,
  siteNotifications.images,
  companySettings.logoImages,
  companySettings.footerLogo,
  companySettings.loginImages,
];

/** Text an operator may paste a picture's address into (a link in a page, a post or a description; a post's cover). */
const TEXT_COLUMNS: AnyPgColumn[] = [contentPages.body, blogPosts.body, blogPosts.cover, products.description];

async function named(src: string): Promise<boolean> {
  const used = (column: AnyPgColumn, text: string) => sql`exists (select 1 from ${sql.identifier(getTableName(column.table))} where position(${text} in ${sql.identifier(column.name)}::text) > 0)`;
  // JSON text quotes the address; matching it quoted keeps /…/{uuid} from matching a longer address. In text the
  // address may carry ?w=…, so it is matched bare: at worst a picture is kept.
  const checks: SQL[] = [...PICTURE_COLUMNS.map((column) => used(column, JSON.stringify(src))), ...TEXT_COLUMNS.map((column) => used(column, src))];
  const result = await getDb().execute(sql`select ${sql.join(checks, sql` or `)} as used`);
  const [row] = (result as unknown as { rows: { used: boolean }[] }).rows;
  return row?.used ?? true;
}

/**
 * Once `tx` has committed (and so the storefront's pages were purged), deletes the stored original and every size made
 * from each address that no row names any more. A failure is logged: an orphan file costs disk, never a page.
 */
export function releasePictures(tx: Tx, srcs: readonly string[]): void {
  const folders = [...new Set(srcs)].filter((src) => pictureFolder(src) !== null);
  if (folders.length === 0) return;
  afterCommit(tx, async () => {
    for (const src of folders) {
      try {
        if (!(await named(src))) await fileStorage().deleteFolder(pictureFolder(src)!);
      } catch (error) {
        logger().warn({ err: error, src }, 'could not delete a removed picture');
      }
    }
  });
}

/** The addresses in an image object or a list of them. */
export function srcsOf(images: unknown): string[] {
  const found: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const src = (v as { src?: unknown }).src;
      if (typeof src === 'string') found.push(src);
      else Object.values(v).forEach(walk);
    }
  };
  walk(images);
  return found;
}

/** The address an owner's one picture is shown from (its original), null without one. */
export const mainSrc = (images: Record<string, { src: string }> | null): string | null => (images ? (images.original?.src ?? Object.values(images)[0]?.src ?? null) : null);
