import 'server-only';
import { z } from '@hono/zod-openapi';
import { PG_INT_MAX } from '@/lib/contracts/ids';

/** A row id in the path: digits only, within the integer column's range (400 in Persian otherwise). */
export const pathId = (name: string, message = 'شناسه معتبر نیست') =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number)
    .refine((n) => n <= PG_INT_MAX, message)
    .openapi({ param: { name, in: 'path' } });
