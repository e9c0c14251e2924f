import 'server-only';
import path from 'node:path';
import sharp from 'sharp';
import { escapeXml, placeholderBackdropSvg, placeholderStyle, type PlaceholderKind } from '@/lib/media/placeholder';

// The label is set in the shop's own typeface, so it needs no system font with Persian letters.
const FONT_FILE = path.join(process.cwd(), 'node_modules', 'vazirmatn', 'fonts', 'ttf', 'Vazirmatn-Bold.ttf');
const QUALITY = 80;

/** `hsl(h, s%, l%)` as #rrggbb: Pango's markup takes only hex or named colours. */
export function hslToHex(css: string): string {
  const m = /hsl\((\d+), (\d+)%, (\d+)%\)/.exec(css);
  if (!m) return css;
  const [h, s, l] = [Number(m[1]), Number(m[2]) / 100, Number(m[3]) / 100];
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * A demo picture as WebP: the backdrop drawn from its SVG and the label set by Pango (right-to-left shaping,
 * wrapped to the picture's width), scaled down when it would not fit.
 */
export async function renderPlaceholderWebp(kind: PlaceholderKind, hue: number, label: string): Promise<Buffer> {
  const { w, h, text, fontSize, fg, textY } = placeholderStyle(kind, hue, label);
  const backdrop = sharp(Buffer.from(placeholderBackdropSvg(kind, hue)));
  if (!text.trim()) return backdrop.webp({ quality: QUALITY }).toBuffer();

  const maxW = Math.floor(w * 0.9);
  const maxH = Math.floor(kind === 'product' ? h * 0.24 : h * 0.9);
  const rendered = await sharp({
    text: {
      text: `<span foreground="${hslToHex(fg)}">${escapeXml(text)}</span>`,
      font: `Vazirmatn Bold ${fontSize}`,
      fontfile: FONT_FILE,
      rgba: true,
      width: maxW,
      align: 'centre',
      wrap: 'word',
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  let overlay = rendered.data;
  let { width: ow, height: oh } = rendered.info;
  if (ow > maxW || oh > maxH) {
    const fitted = await sharp(overlay).resize(maxW, maxH, { fit: 'inside' }).png().toBuffer({ resolveWithObject: true });
    overlay = fitted.data;
    ({ width: ow, height: oh } = fitted.info);
  }
  return backdrop
    .composite([{ input: overlay, left: Math.round((w - ow) / 2), top: Math.max(0, Math.min(h - oh, Math.round(h * textY - oh / 2))) }])
    .webp({ quality: QUALITY })
    .toBuffer();
}
