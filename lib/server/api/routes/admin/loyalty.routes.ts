import 'server-only';
import { envelope } from '@/lib/contracts/envelope';
import { loyaltySettingsSchema } from '@/lib/contracts/scores';
import { adminRoute } from '../../admin-access';
import { error, json } from '../facility/facility-openapi';

export const getLoyaltyRoute = adminRoute('customers.read', {
  method: 'get',
  path: '/admin/loyalty',
  summary: 'How customers spend loyalty points: toman of wallet credit per point and the fewest points spent at once',
  responses: { 200: { description: 'The setting', content: json(envelope(loyaltySettingsSchema)) } },
});

export const saveLoyaltyRoute = adminRoute('customers.write', {
  method: 'put',
  path: '/admin/loyalty',
  summary: 'Sets how customers spend loyalty points; audited',
  request: { body: { required: true, content: json(loyaltySettingsSchema) } },
  responses: { 200: { description: 'The setting', content: json(envelope(loyaltySettingsSchema)) }, 400: error('Invalid setting') },
});
