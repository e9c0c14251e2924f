import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import {
  cooperationDecisionSchema,
  cooperationDocumentTypeParamSchema,
  cooperationIdParamSchema,
  cooperationListQuerySchema,
  cooperationRequestSchema,
} from '@/lib/contracts/cooperation';
import { envelope } from '@/lib/contracts/envelope';
import { adminTokenAuth } from '../admin/settings.auth';
import { ADMIN_SECURITY_SCHEME } from '../admin/settings.routes';
import { error, fileAnswer, form, json } from '../facility/facility-openapi';

const operator = { security: [{ [ADMIN_SECURITY_SCHEME]: [] }], middleware: adminTokenAuth, tags: ['admin'] };
const denied = { 401: error('No token or a wrong one'), 403: error('Not an operator') };
const answer = { description: 'data is the cooperation request', content: json(envelope(cooperationRequestSchema)) };

export const adminListRoute = createRoute({
  ...operator,
  method: 'get',
  path: '/admin/cooperationRequests',
  summary: 'Cooperation requests by state (newest 200)',
  request: { query: cooperationListQuerySchema },
  responses: { 200: { description: 'The requests', content: json(envelope(z.array(cooperationRequestSchema))) }, ...denied },
});

export const adminGetRoute = createRoute({
  ...operator,
  method: 'get',
  path: '/admin/cooperationRequest/{id}',
  summary: 'One cooperation request with its details and documents',
  request: { params: cooperationIdParamSchema },
  responses: { 200: answer, 404: error('No such request'), ...denied },
});

export const adminDocumentRoute = createRoute({
  ...operator,
  method: 'get',
  path: '/admin/cooperationRequest/{id}/document/{type}',
  summary: 'A document file of any cooperation request',
  request: { params: cooperationIdParamSchema.extend(cooperationDocumentTypeParamSchema.shape) },
  responses: { 200: { description: 'The file', content: fileAnswer }, 404: error('No such document'), ...denied },
});

export const adminDecisionRoute = createRoute({
  ...operator,
  method: 'put',
  path: '/admin/cooperationRequestDecision',
  summary: 'Approve or reject a submitted request (form id, decision approve|reject, reason required to reject); the applicant is notified',
  request: { body: form(cooperationDecisionSchema) },
  responses: { 200: answer, 400: error('Invalid form'), 404: error('No such request'), 409: error('Not submitted, or already decided'), ...denied },
});
