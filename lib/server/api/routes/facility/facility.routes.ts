import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { basketAnswerSchema } from '@/lib/contracts/basket';
import {
  basketFacilityFormSchema,
  createPlanRequestFormSchema,
  editPlanRequestFormSchema,
  facilityPlanSchema,
  planLoanTimeSchema,
  planLoanTimesQuerySchema,
  planRequestDocumentSchema,
  planRequestSchema,
  plansQuerySchema,
  prepaymentAnswerSchema,
  prepaymentBodySchema,
} from '@/lib/contracts/facility';
import { envelope } from '@/lib/contracts/envelope';
import { requireUser } from '../../auth-session';
import { BEARER_SCHEME } from '../auth/auth.routes';
import { documentForm, error, fileAnswer, form, idParam, json } from './facility-openapi';

const bearer = { security: [{ [BEARER_SCHEME]: [] }], middleware: requireUser, tags: ['facility'] };
const unauthorized = { 401: error('No live session') };
const planRequestAnswer = { description: 'data is the plan request', content: json(envelope(planRequestSchema)) };

export const plansRoute = createRoute({
  method: 'get',
  path: '/public/facilityPlans',
  tags: ['facility'],
  summary: 'Active instalment plans (kind=plan, the default) or a leasing company’s plans (kind=leasing)',
  request: { query: plansQuerySchema },
  responses: { 200: { description: 'The plans', content: json(envelope(z.array(facilityPlanSchema))) } },
});

export const chooseBasketPlanRoute = createRoute({
  ...bearer,
  method: 'post',
  path: '/user/basketFacility',
  summary: 'Buy the basket with a plan (form planId): its totals become the SPEC §3 facility figures',
  request: { body: form(basketFacilityFormSchema) },
  responses: { 200: { description: 'The basket', content: json(basketAnswerSchema) }, 400: error('Empty basket or a plan not for its products'), 404: error('No such plan'), ...unauthorized },
});

export const dropBasketPlanRoute = createRoute({
  ...bearer,
  method: 'delete',
  path: '/user/basketFacility',
  summary: 'Buy the basket in cash again',
  responses: { 200: { description: 'The basket', content: json(basketAnswerSchema) }, ...unauthorized },
});

export const listPlanRequestsRoute = createRoute({
  ...bearer,
  method: 'get',
  path: '/user/planRequests',
  summary: 'The user’s plan requests, newest first',
  responses: { 200: { description: 'The requests', content: json(envelope(z.array(planRequestSchema))) }, ...unauthorized },
});

export const getPlanRequestRoute = createRoute({
  ...bearer,
  method: 'get',
  path: '/user/planRequest/{id}',
  summary: 'One of the user’s plan requests (another user’s answers 404)',
  request: { params: idParam },
  responses: { 200: planRequestAnswer, 404: error('No such request of this user'), ...unauthorized },
});

export const createPlanRequestRoute = createRoute({
  ...bearer,
  method: 'post',
  path: '/user/planRequest',
  summary: 'Start a plan request: step 0 (form planId and fromBasket=true or amount, optional prepayment)',
  request: { body: form(createPlanRequestFormSchema) },
  responses: { 200: planRequestAnswer, 400: error('The amount does not fit the plan'), 404: error('No such plan'), ...unauthorized },
});

export const editPlanRequestRoute = createRoute({
  ...bearer,
  method: 'put',
  path: '/user/editPlanRequest',
  summary: 'Save one step (SPEC §7 edit plan request): multipart, the whole plan request plus step (0–4); step 4 books meetDateTime',
  request: { body: form(editPlanRequestFormSchema) },
  responses: {
    200: planRequestAnswer,
    400: error('A field is invalid, a step is skipped, documents are missing, or the date is outside the window or a holiday'),
    404: error('No such request of this user, or no such branch'),
    409: error('The day is full, or the request can no longer change'),
    ...unauthorized,
  },
});

export const planLoanTimesRoute = createRoute({
  ...bearer,
  method: 'get',
  path: '/user/planLoanTimes',
  summary: 'SPEC §7 plan loan times of a branch: every day of the coming weeks with holiday and free capacity',
  request: { query: planLoanTimesQuerySchema },
  responses: { 200: { description: 'The days', content: json(envelope(z.array(planLoanTimeSchema))) }, 404: error('The branch takes no appointments'), ...unauthorized },
});


export const uploadDocumentRoute = createRoute({
  ...bearer,
  method: 'post',
  path: '/user/planRequestDocument',
  summary: 'Upload a document of a draft request (form requestId, kind, file): JPEG, PNG or PDF by content, at most UPLOAD_MAX_BYTES',
  request: { body: form(documentForm) },
  responses: { 200: { description: 'The stored document', content: json(envelope(planRequestDocumentSchema)) }, 400: error('Wrong type or too large'), 404: error('No such request of this user'), ...unauthorized },
});

export const downloadDocumentRoute = createRoute({
  ...bearer,
  method: 'get',
  path: '/user/planRequestDocument/{id}',
  summary: 'A document’s file, for its owner only',
  request: { params: idParam },
  responses: { 200: { description: 'The file', content: fileAnswer }, 404: error('No such document of this user'), ...unauthorized },
});

export const prepaymentRoute = createRoute({
  ...bearer,
  method: 'post',
  path: '/user/planRequestPrepayment',
  summary: 'Pay an approved request’s prepayment (JSON requestId, paymentMethod gateway|wallet, gateway): the basket becomes its facility order',
  request: { body: { required: true, content: json(prepaymentBodySchema) } },
  responses: {
    200: { description: 'The facility order, and the bank’s address when paid through a gateway', content: json(envelope(prepaymentAnswerSchema)) },
    400: error('Invalid input or a gateway not offered'),
    403: error('Catalog mode'),
    404: error('No such request of this user'),
    409: error('Not approved, already paid, the basket no longer fits the loan, stock or wallet short'),
    ...unauthorized,
  },
});
