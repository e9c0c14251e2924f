import { z } from 'zod';
import { toLatinDigits } from '@/lib/format/digits';

/** A whole number in a range, typed in any digits (forms send strings). */
export const intOf = (message: string, min: number, max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? Number(toLatinDigits(v)) : v), z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }));

/** An address inside the shop or a full https one; never javascript: or data:. */
export const address = (message: string) => z.string({ error: message }).trim().max(500, { error: message }).regex(/^(\/(?!\/)|https:\/\/)[^\s"'<>]*$/, { error: message });

/** An optional address: an empty field is no address. */
export const optionalAddress = (message: string) => z.preprocess((v) => (v === '' || v === undefined ? null : v), address(message).nullable());

/** Trimmed text of min to max characters. */
export const textOf = (message: string, min: number, max: number) => z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: message });

export const ID_MAX = 2_147_483_647;

/** A whole new order of siblings (a group's questions, a slot's banners…): every one of them once, first to last. */
export const orderBodyOf = (messages: { order: string; notFound: string }) =>
  z.object({
    ids: z
      .array(intOf(messages.notFound, 1, ID_MAX), { error: messages.order })
      .min(1, { error: messages.order })
      .max(500, { error: messages.order })
      .refine((ids) => new Set(ids).size === ids.length, { error: messages.order }),
  });
export type OrderBody = z.output<ReturnType<typeof orderBodyOf>>;
