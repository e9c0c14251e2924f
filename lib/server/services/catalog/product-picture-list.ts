import 'server-only';
import type { ProductPicture } from '@/lib/contracts/admin/pictures';
import type { ImageObjectRow } from '../../db/schema/types';

export const srcOf = (image: ImageObjectRow): string | undefined => image['original']?.src ?? Object.values(image)[0]?.src;

/** The product's pictures in order, each with the colour whose variants show it (null: every colour). */
export function picturesOf(images: ImageObjectRow[], variants: { attr1ValueId: number | null; images: ImageObjectRow[] }[]): ProductPicture[] {
  return images.flatMap((image) => {
    const src = srcOf(image);
    if (!src) return [];
    const colour = variants.find((v) => v.attr1ValueId !== null && v.images.some((i) => srcOf(i) === src));
    return [{ src, alt: image['original']?.alt ?? '', colourValueId: colour?.attr1ValueId ?? null }];
  });
}
