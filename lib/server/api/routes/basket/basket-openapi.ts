import 'server-only';
import { z } from 'zod';
import { basketAnswerSchema } from '@/lib/contracts/basket';
import { errorBodySchema } from '@/lib/contracts/envelope';

export const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });
export const form = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'multipart/form-data': { schema } } });
export const error = (description: string) => ({ description, content: json(errorBodySchema) });
export const basketAnswer = { description: 'The basket: data = its lines (SPEC §3), extraObject = its totals (SPEC §4)', content: json(basketAnswerSchema) };

export const lineErrors = {
  400: error('A field is invalid, or a forced insurance would be removed (Persian message)'),
  404: error('The variant is not on sale, or the line is not in this basket'),
  409: error('Over maxBuy or stock (SPEC §5 messages), or out of stock'),
};
