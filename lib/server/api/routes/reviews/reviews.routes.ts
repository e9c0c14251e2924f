import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { positiveId, productIdParamSchema } from '@/lib/contracts/account';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { answerBodySchema, questionBodySchema, questionSchema, reviewBodySchema, reviewSortSchema, reviewsPageSchema, submittedSchema } from '@/lib/contracts/reviews';
import { requireUser } from '../../auth-session';
import { BEARER_SCHEME } from '../auth/auth.routes';

const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(errorBodySchema) });
const ok = <T extends z.ZodType>(description: string, schema: T) => ({ 200: { description, content: json(envelope(schema)) } });
const created = { 201: { description: 'Waiting for moderation', content: json(envelope(submittedSchema)) } };
const bearer = { security: [{ [BEARER_SCHEME]: [] }], middleware: requireUser, tags: ['reviews'] };
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: json(schema) } });
const unauthorized = { 401: error('No live session') };

export const listReviewsRoute = createRoute({
  method: 'get',
  path: '/public/products/{productId}/reviews',
  tags: ['reviews'],
  summary: 'Approved reviews of a product with its average rating; newest or most helpful first',
  request: { params: productIdParamSchema, query: z.object({ sort: reviewSortSchema }) },
  responses: { ...ok('The reviews', reviewsPageSchema), 400: error('Bad id or sort'), 404: error('No such product on sale') },
});

export const listQuestionsRoute = createRoute({
  method: 'get',
  path: '/public/products/{productId}/questions',
  tags: ['reviews'],
  summary: 'Approved questions about a product with their approved answers',
  request: { params: productIdParamSchema },
  responses: { ...ok('The questions', z.array(questionSchema)), 400: error('Bad id'), 404: error('No such product on sale') },
});

export const submitReviewRoute = createRoute({
  ...bearer,
  method: 'post',
  path: '/user/products/{productId}/reviews',
  summary: 'A buyer reviews a product they bought (once); shown after an operator approves it',
  request: { params: productIdParamSchema, ...body(reviewBodySchema) },
  responses: {
    ...created,
    400: error('Invalid review'),
    403: error('The user has not bought this product'),
    404: error('No such product on sale'),
    409: error('The user reviewed this product already'),
    ...unauthorized,
  },
});

export const voteHelpfulRoute = createRoute({
  ...bearer,
  method: 'post',
  path: '/user/reviews/{id}/helpful',
  summary: 'Marks an approved review helpful; one vote per user, voting again changes nothing',
  request: { params: z.object({ id: positiveId('شناسه نظر معتبر نیست') }) },
  responses: {
    ...ok('The review’s count of helpful votes', z.object({ helpfulCount: z.number().int() })),
    400: error('Bad id, or the user’s own review'),
    404: error('No such approved review'),
    ...unauthorized,
  },
});

export const askQuestionRoute = createRoute({
  ...bearer,
  method: 'post',
  path: '/user/products/{productId}/questions',
  summary: 'A signed-in user asks about a product; shown after an operator approves it',
  request: { params: productIdParamSchema, ...body(questionBodySchema) },
  responses: { ...created, 400: error('Invalid question'), 404: error('No such product on sale'), ...unauthorized },
});

export const answerQuestionRoute = createRoute({
  ...bearer,
  method: 'post',
  path: '/user/questions/{id}/answers',
  summary: 'Staff, or a customer who bought the product, answers an approved question; shown after approval',
  request: { params: z.object({ id: positiveId('شناسه پرسش معتبر نیست') }), ...body(answerBodySchema) },
  responses: {
    ...created,
    400: error('Invalid answer'),
    403: error('Neither staff nor a buyer of the product'),
    404: error('No such approved question'),
    ...unauthorized,
  },
});
