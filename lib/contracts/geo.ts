import { z } from 'zod';

export const citySchema = z.object({ id: z.number().int(), title: z.string() });
export const provinceSchema = z.object({ id: z.number().int(), title: z.string(), cities: z.array(citySchema) });
export type Province = z.infer<typeof provinceSchema>;

export const branchSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(['branch', 'agency']),
  provinceId: z.number().int(),
  provinceTitle: z.string(),
  cityId: z.number().int(),
  cityTitle: z.string(),
  address: z.string(),
  tell: z.string(),
  workingHours: z.string(),
  lat: z.string().nullable(),
  lng: z.string().nullable(),
  mapUrl: z.string().nullable(),
});
export type Branch = z.infer<typeof branchSchema>;
