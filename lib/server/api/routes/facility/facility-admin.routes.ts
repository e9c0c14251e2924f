import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { adminListQuerySchema, attendedFormSchema, decisionFormSchema, planRequestSchema } from '@/lib/contracts/facility';
import { envelope } from '@/lib/contracts/envelope';
import { adminTokenAuth } from '../admin/settings.auth';
import { ADMIN_SECURITY_SCHEME } from '../admin/settings.routes';
import { error, fileAnswer, form, idParam, json } from './facility-openapi';

const operator = { security: [{ [ADMIN_SECURITY_SCHEME]: [] }], middleware: adminTokenAuth, tags: ['admin'] };
const denied = { 401: error('No token or a wrong one'), 403: error('Not an operator') };
const answer = { description: 'data is the plan request', content: json(envelope(planRequestSchema)) };

export const adminListRoute = createRoute({
  ...operator,
  method: 'get',
  path: '/admin/planRequests',
  summary: 'Plan requests by state (newest 200)',
  request: { query: adminListQuerySchema },
  responses: { 200: { description: 'The requests', content: json(envelope(z.array(planRequestSchema))) }, ...denied },
});

export const adminGetRoute = createRoute({
  ...operator,
  method: 'get',
  path: '/admin/planRequest/{id}',
  summary: 'One plan request with its documents',
  request: { params: idParam },
  responses: { 200: answer, 404: error('No such request'), ...denied },
});

export const adminDocumentRoute = createRoute({
  ...operator,
  method: 'get',
  path: '/admin/planRequestDocument/{id}',
  summary: 'Any request’s document file',
  request: { params: idParam },
  responses: { 200: { description: 'The file', content: fileAnswer }, 404: error('No such document'), ...denied },
});

export const adminDecisionRoute = createRoute({
  ...operator,
  method: 'put',
  path: '/admin/planRequestDecision',
  summary: 'Approve or reject a submitted request (form id, decision approve|reject, reason required to reject)',
  request: { body: form(decisionFormSchema) },
  responses: { 200: answer, 400: error('Invalid form'), 404: error('No such request'), 409: error('Not submitted, or already decided'), ...denied },
});

export const adminAttendedRoute = createRoute({
  ...operator,
  method: 'put',
  path: '/admin/planRequestAttended',
  summary: 'Mark that the applicant came to the appointment (form id)',
  request: { body: form(attendedFormSchema) },
  responses: { 200: answer, 404: error('No such request'), 409: error('No booked appointment, or already attended'), ...denied },
});
