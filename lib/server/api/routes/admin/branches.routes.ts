import 'server-only';
import { z } from '@hono/zod-openapi';
import { adminBranchSchema, branchBodySchema } from '@/lib/contracts/admin/branches';
import { envelope } from '@/lib/contracts/envelope';
import { adminRoute } from '../../admin-access';
import { error, idParam, json } from '../facility/facility-openapi';

const branch = { description: 'The branch', content: json(envelope(adminBranchSchema)) };

export const listBranchesRoute = adminRoute('content.read', {
  method: 'get',
  path: '/admin/branches',
  summary: 'Every branch and sales agency, switched off or not',
  responses: { 200: { description: 'The branches', content: json(envelope(z.array(adminBranchSchema))) } },
});

export const createBranchRoute = adminRoute('content.write', {
  method: 'post',
  path: '/admin/branches',
  summary: 'Adds a branch or agency (address, phone, working hours, map link); /agency and the pickup choices show it at once; audited',
  request: { body: { required: true, content: json(branchBodySchema) } },
  responses: { 201: branch, 400: error('Invalid branch, or a city outside the province') },
});

export const updateBranchRoute = adminRoute('content.write', {
  method: 'put',
  path: '/admin/branches/{id}',
  summary: 'Changes a branch; switched off, it leaves /agency, the pickup choices and the appointment step; audited',
  request: { params: idParam, body: { required: true, content: json(branchBodySchema) } },
  responses: { 200: branch, 400: error('Invalid branch, or a city outside the province'), 404: error('No such branch') },
});
