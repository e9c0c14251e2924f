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

export function placeholderPath(kind: PlaceholderKind, hue: number, label: string): string {
  return `/media/ph/${kind}/${Math.round(hue) % 360}/${encodeURIComponent(label)}.svg`;
}

/** An image object in the SPEC §3 shape whose only variant is the vector original. */
export function placeholderImage(kind: PlaceholderKind, hue: number, label: string): ImageObject {
  return { original: { src: placeholderPath(kind, hue, label), alt: label } };
}

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!);

export function renderPlaceholderSvg(kind: PlaceholderKind, hue: number, label: string): string {
  const [w, h] = placeholderSizes[kind];
  const text = escapeXml(label.slice(0, 60));
  const fontSize = kind === 'logo' ? h * 0.42 : Math.max(12, Math.min(h / 5, (w / Math.max(label.length, 4)) * 1.6));
  const bg = `hsl(${hue} 70% ${kind === 'logo' ? 45 : 92}%)`;
  const fg = kind === 'logo' ? '#fff' : `hsl(${hue} 60% 30%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`
    + `<rect width="100%" height="100%" rx="${kind === 'logo' ? 12 : 0}" fill="${bg}"/>`
    + (kind === 'product' ? `<rect x="${w * 0.3}" y="${h * 0.12}" width="${w * 0.4}" height="${h * 0.6}" rx="${w * 0.05}" fill="none" stroke="${fg}" stroke-width="6" opacity=".35"/>` : '')
    + `<text x="50%" y="${kind === 'product' ? '86%' : '50%'}" dominant-baseline="middle" text-anchor="middle" direction="rtl" `
    + `font-family="Vazirmatn, Tahoma, sans-serif" font-weight="700" font-size="${fontSize.toFixed(0)}" fill="${fg}">${text}</text></svg>`;
}
