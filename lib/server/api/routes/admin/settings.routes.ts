import 'server-only';
import { z } from '@hono/zod-openapi';
import { companySchema } from '@/lib/contracts/content';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { externalScriptSchema } from '@/lib/contracts/external-scripts';
import { GATEWAY_IDS } from '../../../db/schema';
import { adminRoute } from '../../admin-access';

export const settingsBodySchema = z
  .strictObject({
    maintenanceMode: z.boolean({ error: 'حالت تعمیر باید true یا false باشد' }).optional(),
    /** ISO date-time with an offset; null removes the countdown from the maintenance page. */
    maintenanceModeExpDateTime: z.iso
      .datetime({ offset: true, error: 'زمان پایان تعمیر باید تاریخ و ساعت ISO باشد' })
      .nullable()
      .optional(),
    catalogMode: z.boolean({ error: 'حالت کاتالوگ باید true یا false باشد' }).optional(),
    /** company.validGateways: the gateways the checkout offers, in the order shown. */
    validGateways: z
      .array(z.enum(GATEWAY_IDS, { error: `درگاه‌های پرداخت از میان ${GATEWAY_IDS.join('، ')} باشند` }), { error: 'فهرست درگاه‌های پرداخت را بفرستید' })
      .min(1, { error: 'دست‌کم یک درگاه پرداخت لازم است' })
      .transform((ids) => [...new Set(ids)])
      .optional(),
    /** Analytics, tag manager and live-chat scripts; the pages' Content-Security-Policy allows their origins. */
    externalScripts: z.array(externalScriptSchema).max(5, { error: 'حداکثر ۵ اسکریپت' }).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'دست‌کم یکی از تنظیمات را بفرستید' });

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: errorBodySchema } } });

export const updateSettingsRoute = adminRoute('content.write', {
  method: 'put',
  path: '/admin/settings',
  summary: "Operators' switches: maintenance mode (with its end time), catalog mode and the offered payment gateways",
  request: { body: { required: true, content: { 'application/json': { schema: settingsBodySchema } } } },
  responses: {
    200: { description: 'The company settings after the change', content: { 'application/json': { schema: envelope(companySchema) } } },
    400: errorResponse('The body is not valid'),
  },
});

export const getSettingsRoute = adminRoute('content.read', {
  method: 'get',
  path: '/admin/settings',
  summary: 'The company settings as the shop reads them now (the switches, gateways and the rest)',
  responses: { 200: { description: 'The company settings', content: { 'application/json': { schema: envelope(companySchema) } } } },
});
