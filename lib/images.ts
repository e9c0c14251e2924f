// SPEC §3: an image is a plain URL or variants keyed by size ('150', '300', 'original', …).
export type ImageVariant = { src: string; alt?: string };
export type ImageObject = Record<string, ImageVariant>;
export type ImageInput = string | ImageObject | null | undefined;

export type ResolvedImage = { src: string; alt: string; missing: boolean };

// SPEC §9: image URL helper default quality.
export const DEFAULT_IMAGE_QUALITY = 75;

function usable(variant: ImageVariant | undefined): variant is ImageVariant {
  return typeof variant?.src === 'string' && variant.src.trim() !== '';
}

export function pickImage(images: ImageInput, size?: string | number): ImageVariant | null {
  if (typeof images === 'string') return images.trim() ? { src: images } : null;
  if (!images) return null;
  const exact = size === undefined ? undefined : images[String(size)];
  if (usable(exact)) return exact;
  if (usable(images.original)) return images.original;
  return Object.values(images).find(usable) ?? null;
}

export function imageUrl(src: string, opts: { width?: number; quality?: number } = {}): string {
  // data: URLs carry the bytes themselves; a query string would corrupt them.
  if (!src || src.startsWith('data:')) return src;
  const params: string[] = [];
  if (opts.width !== undefined) params.push(`w=${opts.width}`);
  params.push(`q=${opts.quality ?? DEFAULT_IMAGE_QUALITY}`);
  const hashAt = src.indexOf('#');
  const path = hashAt === -1 ? src : src.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : src.slice(hashAt);
  return `${path}${path.includes('?') ? '&' : '?'}${params.join('&')}${hash}`;
}

export function resolveImage(
  images: ImageInput,
  opts: {
    size?: string | number;
    width?: number;
    quality?: number;
    fallbackLogo: ImageInput;
    alt?: string;
  },
): ResolvedImage {
  const url = { width: opts.width, quality: opts.quality };
  const image = pickImage(images, opts.size);
  if (image) {
    return { src: imageUrl(image.src, url), alt: opts.alt ?? image.alt ?? '', missing: false };
  }
  // SPEC §3: a missing image shows the company logo, drawn faded by the caller.
  const logo = pickImage(opts.fallbackLogo, opts.size);
  return { src: logo ? imageUrl(logo.src, url) : '', alt: opts.alt ?? logo?.alt ?? '', missing: true };
}
