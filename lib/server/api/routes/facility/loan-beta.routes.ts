import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { envelope } from '@/lib/contracts/envelope';
import { loanCheckAnswerSchema, loanCheckBodySchema, loanInterestBodySchema } from '@/lib/contracts/loan-beta';
import { error, json } from './facility-openapi';

export const registerInterestRoute = createRoute({
  method: 'post',
  path: '/public/loanBeta/register',
  tags: ['facility'],
  summary: 'Register interest in a loan (JSON fullName, mobile, nationalCode, amount); one per mobile',
  request: { body: { required: true, content: json(loanInterestBodySchema) } },
  responses: {
    200: { description: 'Registered', content: json(envelope(z.object({ id: z.number().int() }))) },
    400: error('Invalid input'),
    409: error('This mobile has registered already'),
  },
});

export const checkLoanStateRoute = createRoute({
  method: 'post',
  path: '/public/loanBeta/check',
  tags: ['facility'],
  summary: 'The state of a person’s loan request or registration by national code and mobile (POST keeps them out of URLs)',
  request: { body: { required: true, content: json(loanCheckBodySchema) } },
  responses: {
    200: { description: 'The state', content: json(envelope(loanCheckAnswerSchema)) },
    400: error('Invalid input'),
    404: error('No request of that pair (one message whatever is unknown)'),
    429: error('Too many unanswered checks from the client address or for the national code'),
  },
});
