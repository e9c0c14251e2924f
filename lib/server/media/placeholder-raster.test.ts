import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { placeholderSizes } from '@/lib/media/placeholder';
import { hslToHex, renderPlaceholderWebp } from './placeholder-raster';

/** How many pixels of a horizontal band are much darker than the backdrop's light tint (the label's ink). */
async function inkIn(webp: Buffer, fromY: number, toY: number): Promise<number> {
  const { data, info } = await sharp(webp).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (let y = fromY; y < toY; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels;
      if (data[i]! + data[i + 1]! + data[i + 2]! < 3 * 140) ink++;
    }
  }
  return ink;
}

describe('hslToHex', () => {
  it('converts the comma form the placeholders use', () => {
    expect(hslToHex('hsl(0, 100%, 50%)')).toBe('#ff0000');
    expect(hslToHex('hsl(120, 100%, 25%)')).toBe('#008000');
    expect(hslToHex('hsl(210, 60%, 30%)')).toBe('#1f4d7a');
  });
});

describe('renderPlaceholderWebp', () => {
  it('draws a WebP of the kind’s size with its Persian label under the product outline', async () => {
    const webp = await renderPlaceholderWebp('product', 210, 'گوشی موبایل سامسونگ Galaxy A55');
    const meta = await sharp(webp).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([...placeholderSizes.product]);
    // The label sits around 86% of the height; the blank one has no ink there.
    const labelled = await inkIn(webp, 470, 560);
    const blank = await inkIn(await renderPlaceholderWebp('product', 210, ''), 470, 560);
    expect(labelled).toBeGreaterThan(500);
    expect(blank).toBe(0);
  });

  it('fits a label far too long for a logo inside the picture', async () => {
    const webp = await renderPlaceholderWebp('logo', 30, 'فروشگاه '.repeat(20));
    const meta = await sharp(webp).metadata();
    expect([meta.width, meta.height]).toEqual([...placeholderSizes.logo]);
  });

  it('sets markup characters as text', async () => {
    const webp = await renderPlaceholderWebp('banner-narrow', 90, 'a < b & "c"');
    expect((await sharp(webp).metadata()).format).toBe('webp');
  });
});
