import 'server-only';
import { z } from '@hono/zod-openapi';
import { adminFaqGroupSchema, adminFaqQuestionSchema, faqGroupBodySchema, faqGroupOrderBodySchema, faqQuestionBodySchema, faqQuestionOrderBodySchema } from '@/lib/contracts/admin/faq';
import { envelope } from '@/lib/contracts/envelope';
import { adminRoute } from '../../admin-access';
import { error, idParam, json } from '../facility/facility-openapi';

const group = { description: 'The group', content: json(envelope(adminFaqGroupSchema)) };
const question = { description: 'The question', content: json(envelope(adminFaqQuestionSchema)) };

export const listFaqRoute = adminRoute('content.read', {
  method: 'get',
  path: '/admin/faq',
  summary: 'The FAQ groups in order with their questions, empty groups included',
  responses: { 200: { description: 'The groups', content: json(envelope(z.array(adminFaqGroupSchema))) } },
});

export const createFaqGroupRoute = adminRoute('content.write', {
  method: 'post',
  path: '/admin/faq/groups',
  summary: 'Adds a FAQ group (shown on /faq once it has a question); audited',
  request: { body: { required: true, content: json(faqGroupBodySchema) } },
  responses: { 201: group, 400: error('Invalid group') },
});

export const updateFaqGroupRoute = adminRoute('content.write', {
  method: 'put',
  path: '/admin/faq/groups/{id}',
  summary: 'Renames or reorders a FAQ group; audited',
  request: { params: idParam, body: { required: true, content: json(faqGroupBodySchema) } },
  responses: { 200: group, 400: error('Invalid group'), 404: error('No such group') },
});

export const deleteFaqGroupRoute = adminRoute('content.write', {
  method: 'delete',
  path: '/admin/faq/groups/{id}',
  summary: 'Removes a FAQ group with its questions (kept in the audit row); audited',
  request: { params: idParam },
  responses: { 204: { description: 'Removed' }, 404: error('No such group') },
});

export const createFaqQuestionRoute = adminRoute('content.write', {
  method: 'post',
  path: '/admin/faq/questions',
  summary: 'Adds a question and its answer to a group; /faq shows it at once; audited',
  request: { body: { required: true, content: json(faqQuestionBodySchema) } },
  responses: { 201: question, 400: error('Invalid question or unknown group') },
});

export const updateFaqQuestionRoute = adminRoute('content.write', {
  method: 'put',
  path: '/admin/faq/questions/{id}',
  summary: 'Changes a question, its answer, group or order; audited',
  request: { params: idParam, body: { required: true, content: json(faqQuestionBodySchema) } },
  responses: { 200: question, 400: error('Invalid question or unknown group'), 404: error('No such question') },
});

export const deleteFaqQuestionRoute = adminRoute('content.write', {
  method: 'delete',
  path: '/admin/faq/questions/{id}',
  summary: 'Removes a question; audited',
  request: { params: idParam },
  responses: { 204: { description: 'Removed' }, 404: error('No such question') },
});

export const reorderFaqGroupsRoute = adminRoute('content.write', {
  method: 'put',
  path: '/admin/faq/groups/order',
  summary: 'Puts the FAQ groups in the order given, every one of them; /faq shows it at once; audited',
  request: { body: { required: true, content: json(faqGroupOrderBodySchema) } },
  responses: { 204: { description: 'Saved' }, 400: error('Invalid order'), 409: error('The groups changed since the screen was loaded') },
});

export const reorderFaqQuestionsRoute = adminRoute('content.write', {
  method: 'put',
  path: '/admin/faq/questions/order',
  summary: 'Puts one group’s questions in the order given, every one of them; /faq shows it at once; audited',
  request: { body: { required: true, content: json(faqQuestionOrderBodySchema) } },
  responses: { 204: { description: 'Saved' }, 400: error('Invalid order'), 404: error('No such question'), 409: error('The group’s questions changed since the screen was loaded') },
});
