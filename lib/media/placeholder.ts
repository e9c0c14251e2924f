import type { ImageObject } from '@/lib/contracts/images';

/** Demo images are drawn on request from their URL, so nothing is fetched from outside or stored. */
export const placeholderSizes = {
  product: [600, 600],
  category: [300, 300],
  brand: [300, 150],
  'banner-wide': [1440, 400],
  'banner-narrow': [720, 480],
  menu: [400, 240],
  logo: [240, 80],
  popup: [480, 480],
  strip: [1440, 60],
} as const;

export type PlaceholderKind = keyof typeof placeholderSizes;

export function isPlaceholderKind(value: string): value is PlaceholderKind {
  return Object.hasOwn(placeholderSizes, value);
}

/** The formats the placeholder route serves; the demo seeds raster pictures, as a real shop's photos are. */
export const placeholderFormats = ['webp', 'svg'] as const;
export type PlaceholderFormat = (typeof placeholderFormats)[number];

export function placeholderPath(kind: PlaceholderKind, hue: number, label: string): string {
  return `/media/ph/${kind}/${Math.round(hue) % 360}/${encodeURIComponent(label)}.webp`;
}

/** An image object in the SPEC §3 shape whose only variant is the original. */
export function placeholderImage(kind: PlaceholderKind, hue: number, label: string): ImageObject {
  return { original: { src: placeholderPath(kind, hue, label), alt: label } };
}

export const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!);

/** Colours and the label's size and place, shared by the vector and raster drawings. */
export function placeholderStyle(kind: PlaceholderKind, hue: number, label: string) {
  const [w, h] = placeholderSizes[kind];
  return {
    w,
    h,
    text: label.slice(0, 60),
    fontSize: Math.round(kind === 'logo' ? h * 0.42 : Math.max(12, Math.min(h / 5, (w / Math.max(label.length, 4)) * 1.6))),
    // Comma syntax: librsvg, which draws the raster ones, does not read the space-separated form.
    bg: `hsl(${hue}, 70%, ${kind === 'logo' ? 45 : 92}%)`,
    fg: kind === 'logo' ? '#fff' : `hsl(${hue}, 60%, 30%)`,
    /** The label's middle, as a fraction of the height. */
    textY: kind === 'product' ? 0.86 : 0.5,
  };
}

/** The picture without its label. */
export function placeholderBackdropSvg(kind: PlaceholderKind, hue: number): string {
  const { w, h, bg, fg } = placeholderStyle(kind, hue, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`
    + `<rect width="100%" height="100%" rx="${kind === 'logo' ? 12 : 0}" fill="${bg}"/>`
    + (kind === 'product' ? `<rect x="${w * 0.3}" y="${h * 0.12}" width="${w * 0.4}" height="${h * 0.6}" rx="${w * 0.05}" fill="none" stroke="${fg}" stroke-width="6" opacity=".35"/>` : '')
    + '</svg>';
}

/**
 * The vector drawing, still served for databases seeded before the pictures became raster. Browsers lay out an
 * SVG picture's text on the page's main thread (a document per picture), which is why the demo no longer uses it.
 */
export function renderPlaceholderSvg(kind: PlaceholderKind, hue: number, label: string): string {
  const { fontSize, fg, text, textY } = placeholderStyle(kind, hue, label);
  return placeholderBackdropSvg(kind, hue).replace(
    '</svg>',
    `<text x="50%" y="${textY * 100}%" dominant-baseline="middle" text-anchor="middle" direction="rtl" `
      + `font-family="Vazirmatn, Tahoma, sans-serif" font-weight="700" font-size="${fontSize}" fill="${fg}">${escapeXml(text)}</text></svg>`,
  );
}
