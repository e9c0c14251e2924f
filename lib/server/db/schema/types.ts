import 'server-only';

/** SPEC §3 image object: variants keyed by size ('original' is the fallback). */
export type ImageVariantRow = { src: string; alt?: string };
export type ImageObjectRow = Record<string, ImageVariantRow>;
export type SpecRow = { group: string; title: string; value: string };
