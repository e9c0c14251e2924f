import { z } from 'zod';

export const imageVariantSchema = z.object({ src: z.string(), alt: z.string().optional() });
/** SPEC §3: variants keyed by size with 'original' as fallback. */
export const imageObjectSchema = z.record(z.string(), imageVariantSchema);
export type ImageObject = z.infer<typeof imageObjectSchema>;
