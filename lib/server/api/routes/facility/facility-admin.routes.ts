import 'server-only';
import { z } from 'zod';
import { adminListQuerySchema, attendedFormSchema, decisionFormSchema, planRequestSchema, reuploadBodySchema } from '@/lib/contracts/facility';
import { envelope } from '@/lib/contracts/envelope';
import { adminRoute } from '../../admin-access';
import { error, fileAnswer, form, idParam, json } from './facility-openapi';

const answer = { description: 'data is the plan request', content: json(envelope(planRequestSchema)) };

export const adminListRoute = adminRoute('credit.read', {
  method: 'get',
  path: '/admin/planRequests',
  summary: 'Plan requests by state (newest 200)',
  request: { query: adminListQuerySchema },
  responses: { 200: { description: 'The requests', content: json(envelope(z.array(planRequestSchema))) } },
});

export const adminGetRoute = adminRoute('credit.read', {
  method: 'get',
  path: '/admin/planRequest/{id}',
  summary: 'One plan request with its documents',
  request: { params: idParam },
  responses: { 200: answer, 404: error('No such request') },
});

export const adminDocumentRoute = adminRoute('credit.read', {
  method: 'get',
  path: '/admin/planRequestDocument/{id}',
  summary: 'Any request’s document file',
  request: { params: idParam },
  responses: { 200: { description: 'The file', content: fileAnswer }, 404: error('No such document') },
});

export const adminDecisionRoute = adminRoute('credit.write', {
  method: 'put',
  path: '/admin/planRequestDecision',
  summary: 'Approve or reject a submitted request (form id, decision approve|reject, reason required to reject)',
  request: { body: form(decisionFormSchema) },
  responses: { 200: answer, 400: error('Invalid form'), 404: error('No such request'), 409: error('Not submitted, or already decided') },
});

export const adminAttendedRoute = adminRoute('credit.write', {
  method: 'put',
  path: '/admin/planRequestAttended',
  summary: 'Mark that the applicant came to the appointment (form id)',
  request: { body: form(attendedFormSchema) },
  responses: { 200: answer, 404: error('No such request'), 409: error('No booked appointment, or already attended') },
});

export const adminReuploadRoute = adminRoute('credit.write', {
  method: 'put',
  path: '/admin/planRequest/{id}/reupload',
  summary:
    'Ask the applicant of a submitted request to upload documents again (JSON kinds, message); they are notified and may upload those kinds; approval waits until they have; audited',
  request: { params: idParam, body: { required: true, content: json(reuploadBodySchema) } },
  responses: { 200: answer, 400: error('Invalid kinds or message'), 404: error('No such request'), 409: error('Not waiting for a decision') },
});

export const adminMissedRoute = adminRoute('credit.write', {
  method: 'put',
  path: '/admin/planRequest/{id}/missed',
  summary: 'Record that the applicant did not come (from the appointment’s Tehran day on); they are asked to book another day; audited',
  request: { params: idParam },
  responses: { 200: answer, 404: error('No such request'), 409: error('No open appointment, or its day has not come') },
});
