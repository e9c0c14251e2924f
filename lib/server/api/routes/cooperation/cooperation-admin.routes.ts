import 'server-only';
import { z } from '@hono/zod-openapi';
import {
  cooperationDecisionSchema,
  cooperationDocumentTypeParamSchema,
  cooperationIdParamSchema,
  cooperationListQuerySchema,
  cooperationRequestSchema,
} from '@/lib/contracts/cooperation';
import { envelope } from '@/lib/contracts/envelope';
import { adminRoute } from '../../admin-access';
import { error, fileAnswer, form, json } from '../facility/facility-openapi';

const answer = { description: 'data is the cooperation request', content: json(envelope(cooperationRequestSchema)) };

export const adminListRoute = adminRoute('credit.read', {
  method: 'get',
  path: '/admin/cooperationRequests',
  summary: 'Cooperation requests by state (newest 200)',
  request: { query: cooperationListQuerySchema },
  responses: { 200: { description: 'The requests', content: json(envelope(z.array(cooperationRequestSchema))) } },
});

export const adminGetRoute = adminRoute('credit.read', {
  method: 'get',
  path: '/admin/cooperationRequest/{id}',
  summary: 'One cooperation request with its details and documents',
  request: { params: cooperationIdParamSchema },
  responses: { 200: answer, 404: error('No such request') },
});

export const adminDocumentRoute = adminRoute('credit.read', {
  method: 'get',
  path: '/admin/cooperationRequest/{id}/document/{type}',
  summary: 'A document file of any cooperation request',
  request: { params: cooperationIdParamSchema.extend(cooperationDocumentTypeParamSchema.shape) },
  responses: { 200: { description: 'The file', content: fileAnswer }, 404: error('No such document') },
});

export const adminDecisionRoute = adminRoute('credit.write', {
  method: 'put',
  path: '/admin/cooperationRequestDecision',
  summary: 'Approve or reject a submitted request (form id, decision approve|reject, reason required to reject); the applicant is notified',
  request: { body: form(cooperationDecisionSchema) },
  responses: { 200: answer, 400: error('Invalid form'), 404: error('No such request'), 409: error('Not submitted, or already decided') },
});
