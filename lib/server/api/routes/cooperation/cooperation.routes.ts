import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { cooperationDetailsSchema, cooperationDocumentSchema, cooperationDocumentTypeParamSchema, cooperationRequestSchema } from '@/lib/contracts/cooperation';
import { envelope } from '@/lib/contracts/envelope';
import { facilityMessages } from '@/lib/contracts/facility-messages';
import { requireUser } from '../../auth-session';
import { BEARER_SCHEME } from '../auth/auth.routes';
import { error, fileAnswer, form, json } from '../facility/facility-openapi';

const bearer = { security: [{ [BEARER_SCHEME]: [] }], middleware: requireUser, tags: ['cooperation'] };
const unauthorized = { 401: error('No live session') };
const requestAnswer = { description: 'data is the cooperation request', content: json(envelope(cooperationRequestSchema)) };
const closed = { 409: error('The request was submitted and can no longer change') };

export const fileForm = z.object({
  file: z.custom<File>((v) => v instanceof File, { error: facilityMessages.file }).openapi({ type: 'string', format: 'binary' }),
});

export const getOwnRoute = createRoute({
  ...bearer,
  method: 'get',
  path: '/user/cooperationRequest',
  summary: 'The user’s cooperation request (data null before anything was saved)',
  responses: { 200: { description: 'The request or null', content: json(envelope(cooperationRequestSchema.nullable())) }, ...unauthorized },
});

export const saveDetailsRoute = createRoute({
  ...bearer,
  method: 'put',
  path: '/user/cooperationRequest',
  summary: 'Create or update the draft’s company details (JSON; every field is checked, Persian digits accepted)',
  request: { body: { required: true, content: json(cooperationDetailsSchema) } },
  responses: { 200: requestAnswer, 400: error('A field is invalid, or the city is not in the province'), ...closed, ...unauthorized },
});

export const submitRoute = createRoute({
  ...bearer,
  method: 'post',
  path: '/user/cooperationRequest/submit',
  summary: 'Submit the draft: its details saved and every required document uploaded',
  responses: { 200: requestAnswer, 400: error('Details or required documents missing (named)'), ...closed, ...unauthorized },
});

export const uploadRoute = createRoute({
  ...bearer,
  method: 'post',
  path: '/user/cooperationRequest/document/{type}',
  summary: 'Upload (or replace) one document type of the draft (multipart file): JPEG, PNG or PDF by content, at most UPLOAD_MAX_BYTES',
  request: { params: cooperationDocumentTypeParamSchema, body: form(fileForm) },
  responses: { 200: { description: 'The stored document', content: json(envelope(cooperationDocumentSchema)) }, 400: error('Unknown type, wrong content or too large'), ...closed, ...unauthorized },
});

export const deleteDocumentRoute = createRoute({
  ...bearer,
  method: 'delete',
  path: '/user/cooperationRequest/document/{type}',
  summary: 'Delete one document of the draft',
  request: { params: cooperationDocumentTypeParamSchema },
  responses: { 200: requestAnswer, 404: error('No such document'), ...closed, ...unauthorized },
});

export const downloadRoute = createRoute({
  ...bearer,
  method: 'get',
  path: '/user/cooperationRequest/document/{type}',
  summary: 'One of the user’s own documents as a file',
  request: { params: cooperationDocumentTypeParamSchema },
  responses: { 200: { description: 'The file', content: fileAnswer }, 404: error('No such document of this user'), ...unauthorized },
});
