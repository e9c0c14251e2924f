import 'server-only';
import { adminFacilityPlanSchema, adminFacilityPlansSchema, facilityPlanBodySchema, facilityPlanSwitchSchema } from '@/lib/contracts/admin/facility-plans';
import { envelope } from '@/lib/contracts/envelope';
import { adminRoute } from '../../admin-access';
import { error, idParam, json } from '../facility/facility-openapi';

const plan = { description: 'The plan', content: json(envelope(adminFacilityPlanSchema)) };

export const listFacilityPlansRoute = adminRoute('credit.read', {
  method: 'get',
  path: '/admin/facility-plans',
  summary: 'Every instalment and leasing plan, switched on or not, with the categories a plan may be limited to',
  responses: { 200: { description: 'The plans and the categories', content: json(envelope(adminFacilityPlansSchema)) } },
});

export const createFacilityPlanRoute = adminRoute('credit.write', {
  method: 'post',
  path: '/admin/facility-plans',
  summary: 'Adds a plan (name, group title, months, minimum prepayment, annual rate in percent, guarantee, loan limits, categories); audited',
  request: { body: { required: true, content: json(facilityPlanBodySchema) } },
  responses: { 201: plan, 400: error('Invalid plan or unknown category') },
});

export const updateFacilityPlanRoute = adminRoute('credit.write', {
  method: 'put',
  path: '/admin/facility-plans/{id}',
  summary: 'Changes a plan’s terms for new requests and baskets (requests made keep their figures); audited',
  request: { params: idParam, body: { required: true, content: json(facilityPlanBodySchema) } },
  responses: { 200: plan, 400: error('Invalid plan or unknown category'), 404: error('No such plan') },
});

export const switchFacilityPlanRoute = adminRoute('credit.write', {
  method: 'put',
  path: '/admin/facility-plans/{id}/active',
  summary: 'Switches a plan on or off; an off plan leaves the storefront’s plan list at once; audited',
  request: { params: idParam, body: { required: true, content: json(facilityPlanSwitchSchema) } },
  responses: { 200: plan, 400: error('Invalid switch'), 404: error('No such plan') },
});
