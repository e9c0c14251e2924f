import 'server-only';
import { z } from '@hono/zod-openapi';
import { documentFormSchema } from '@/lib/contracts/facility';
import { facilityMessages } from '@/lib/contracts/facility-messages';
import { errorBodySchema } from '@/lib/contracts/envelope';
import { pathId } from '../path-id';

export const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });
export const form = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'multipart/form-data': { schema } } });
export const error = (description: string) => ({ description, content: json(errorBodySchema) });
export const fileAnswer = { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } };

export const idParam = z.object({
  id: pathId('id'),
});

export const documentForm = documentFormSchema.extend({
  file: z.custom<File>((v) => v instanceof File, { error: facilityMessages.file }).openapi({ type: 'string', format: 'binary' }),
});
