import { z } from 'zod';

const cut = (max: number) => z.string().transform((s) => s.slice(0, max));

/** Long fields are cut rather than refused: a report should never fail for its size. */
export const clientErrorBodySchema = z.object({
  message: z.string({ error: 'متن خطا لازم است' }).trim().min(1, 'متن خطا لازم است').transform((s) => s.slice(0, 2000)),
  stack: cut(8000).optional(),
  url: z.string({ error: 'نشانی صفحه لازم است' }).startsWith('/', 'نشانی صفحه باید مسیری از همین سایت باشد').transform((s) => s.slice(0, 2000)),
  digest: cut(200).optional(),
});
export type ClientErrorBody = z.input<typeof clientErrorBodySchema>;

export const clientErrorSchema = z.object({
  id: z.number().int(),
  /** Jalali date and time, Persian digits. */
  at: z.string(),
  message: z.string(),
  stack: z.string().nullable(),
  url: z.string(),
  digest: z.string().nullable(),
  userAgent: z.string().nullable(),
  userId: z.number().int().nullable(),
});
export type ClientError = z.infer<typeof clientErrorSchema>;
