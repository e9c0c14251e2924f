import 'server-only';
import { z } from '@hono/zod-openapi';
import {
  grantRoleBodySchema,
  revokeRoleParamsSchema,
  staffListQuerySchema,
  staffListSchema,
  staffLookupQuerySchema,
  staffLookupSchema,
  staffMemberSchema,
  staffRoleSchema,
} from '@/lib/contracts/admin/staff';
import { envelope } from '@/lib/contracts/envelope';
import { adminRoute } from '../../admin-access';
import { error, json } from '../facility/facility-openapi';

export const listRolesRoute = adminRoute('staff.manage', {
  method: 'get',
  path: '/admin/roles',
  summary: 'The roles staff may be given, with the permissions of each',
  responses: { 200: { description: 'The roles', content: json(envelope(z.array(staffRoleSchema))) } },
});

export const listStaffRoute = adminRoute('staff.manage', {
  method: 'get',
  path: '/admin/staff',
  summary: 'Users holding a role, a page at a time (q: mobile or name; role: holders of one role)',
  request: { query: staffListQuerySchema },
  responses: { 200: { description: 'A page of staff', content: json(envelope(staffListSchema)) }, 400: error('A query value is invalid') },
});

export const lookupStaffRoute = adminRoute('staff.manage', {
  method: 'get',
  path: '/admin/staff/lookup',
  summary: 'The account of a mobile number and the roles it holds (user null when nobody has signed up with it)',
  request: { query: staffLookupQuerySchema },
  responses: { 200: { description: 'The account', content: json(envelope(staffLookupSchema)) }, 400: error('Not a mobile number') },
});

export const grantRoleRoute = adminRoute('staff.manage', {
  method: 'post',
  path: '/admin/staff/grants',
  summary: 'Gives a role to the account of a mobile number (made if the person has not signed up yet); audited',
  request: { body: { required: true, content: json(grantRoleBodySchema) } },
  responses: {
    201: { description: 'The staff member with their roles', content: json(envelope(staffMemberSchema)) },
    400: error('Not a mobile number, or no such role'),
    409: error('The account holds the role already'),
  },
});

export const revokeRoleRoute = adminRoute('staff.manage', {
  method: 'delete',
  path: '/admin/staff/{userId}/roles/{role}',
  summary: 'Takes a role back; nobody takes the admin role from themselves, and the shop keeps one admin; audited',
  request: { params: revokeRoleParamsSchema },
  responses: {
    200: { description: 'Revoked', content: json(envelope(z.null())) },
    400: error('Invalid user id or role'),
    404: error('The user does not hold the role'),
    409: error('Their own admin role, or the last admin'),
  },
});
