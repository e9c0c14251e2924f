import { z } from 'zod';
import { pagedQuerySchema, pagedSchema } from './paging';

export const PAY_LINK_STATES = ['live', 'paid', 'expired', 'cancelled'] as const;
export type PayLinkState = (typeof PAY_LINK_STATES)[number];

export const PAY_LINK_STATE_LABELS: Record<PayLinkState, string> = { live: 'فعال', paid: 'پرداخت‌شده', expired: 'منقضی', cancelled: 'لغوشده' };

export const payLinkAdminMessages = {
  notFound: 'این سفارش لینک پرداخت ندارد',
  notLive: 'فقط لینک پرداختی که هنوز فعال است را می‌توان دوباره فرستاد یا لغو کرد',
  state: 'وضعیت لینک باید فعال، پرداخت‌شده، منقضی یا لغوشده باشد',
  seller: 'شناسه فروشنده باید عدد باشد',
} as const;

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Seller links newest first; `seller` a user id, `state` one of PAY_LINK_STATES, `q` an order number or the customer's mobile. */
export const adminPayLinkListQuerySchema = pagedQuerySchema(['createdAt'], { sort: 'createdAt', order: 'desc' }).extend({
  seller: z.preprocess(blank, z.coerce.number({ error: payLinkAdminMessages.seller }).int({ error: payLinkAdminMessages.seller }).positive({ error: payLinkAdminMessages.seller }).max(2_147_483_647, { error: payLinkAdminMessages.seller }).optional()),
  state: z.preprocess(blank, z.enum(PAY_LINK_STATES, { error: payLinkAdminMessages.state }).optional()),
});
export type AdminPayLinkListQuery = z.output<typeof adminPayLinkListQuerySchema>;

const person = z.object({ id: z.number().int(), name: z.string(), mobile: z.string() });

export const adminPayLinkRowSchema = z.object({
  orderId: z.number().int(),
  state: z.enum(PAY_LINK_STATES),
  payable: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  cancelledAt: z.string().nullable(),
  customer: person,
  seller: person.nullable(),
});
export type AdminPayLinkRow = z.infer<typeof adminPayLinkRowSchema>;

export const adminPayLinkListSchema = pagedSchema(adminPayLinkRowSchema).extend({
  /** Everyone who has made a pay link, for the seller filter. */
  sellers: z.array(person),
});
export type AdminPayLinkList = z.infer<typeof adminPayLinkListSchema>;

export const payLinkResentSchema = z.object({ smsSent: z.boolean(), expiresAt: z.string() });
