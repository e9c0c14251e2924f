import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '@/lib/search/normalize';
import { imageObjectSchema } from './images';

/** A bound on what is read at all; anything past SEARCH_MAX_LENGTH is then cut, not refused (issue 4). */
const RAW_QUERY_LIMIT = 1_000;

export const searchRequestSchema = z.object({
  query: z
    .string({ error: 'عبارت جستجو را وارد کنید' })
    .max(RAW_QUERY_LIMIT, 'عبارت جستجو بیش از حد طولانی است')
    .transform((q) => q.trim().slice(0, SEARCH_MAX_LENGTH)),
});
export type SearchRequest = z.input<typeof searchRequestSchema>;

export const searchProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  images: imageObjectSchema.nullable(),
  alt: z.string(),
});

export const searchGroupSchema = z.object({
  slug: z.string(),
  title: z.string(),
  images: imageObjectSchema.nullable(),
});

/** SPEC §3 "Search response". */
export const searchResponseSchema = z.object({
  searchResponse: z.array(searchProductSchema),
  categories: z.array(searchGroupSchema),
  brands: z.array(searchGroupSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
export type SearchProduct = z.infer<typeof searchProductSchema>;
export type SearchGroup = z.infer<typeof searchGroupSchema>;
