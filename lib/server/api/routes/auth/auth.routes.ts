import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import {
  codeLoginBodySchema,
  codeSentSchema,
  forgetPasswordFormSchema,
  forgetPasswordQuerySchema,
  loginAnswerSchema,
  passwordLoginBodySchema,
  sendCodeBodySchema,
  sessionCheckSchema,
} from '@/lib/contracts/auth';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { z } from 'zod';
import { requireUser } from '../../auth-session';

export const BEARER_SCHEME = 'bearer';
const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(errorBodySchema) });
const codeSent = { description: 'A code was sent (the same answer whether the number has an account or not)', content: json(envelope(codeSentSchema)) };
const rateLimited = error('Too soon after the last code, over the daily cap for the number, or over the hourly cap for the IP');

export const sendCodeRoute = createRoute({
  method: 'post',
  path: '/v1/sendCode',
  tags: ['auth'],
  summary: 'Send a 4-digit login code by SMS, or by a voice call with isVoiceCall',
  request: { body: { required: true, content: json(sendCodeBodySchema) } },
  responses: { 200: codeSent, 400: error('Not an Iranian mobile number'), 429: rateLimited, 503: error('The SMS gateway failed') },
});

export const forgetPasswordRoute = createRoute({
  method: 'post',
  path: '/v1/forgetPassword',
  tags: ['auth'],
  summary: 'Send a password-recovery code (multipart mobile; query isVoiceCall=true|false)',
  request: {
    query: forgetPasswordQuerySchema,
    body: { required: true, content: { 'multipart/form-data': { schema: forgetPasswordFormSchema } } },
  },
  responses: { 200: codeSent, 400: error('Not an Iranian mobile number'), 429: rateLimited, 503: error('The SMS gateway failed') },
});

export const codeLoginRoute = createRoute({
  method: 'post',
  path: '/v1/userLoginBySMS',
  tags: ['auth'],
  summary: 'Log in (or register) with the code; a recovery code or a first login answers newPassword and a secretKey',
  request: { body: { required: true, content: json(codeLoginBodySchema) } },
  responses: {
    200: { description: 'Logged in', content: json(envelope(loginAnswerSchema)) },
    400: error('Wrong, used or expired code'),
    429: error('Five wrong tries: ask for a new code; or too many wrong codes from the client address'),
  },
});

export const passwordLoginRoute = createRoute({
  method: 'post',
  path: '/v1/userLogin',
  tags: ['auth'],
  summary: 'Log in with the password',
  request: { body: { required: true, content: json(passwordLoginBodySchema) } },
  responses: {
    200: { description: 'Logged in', content: json(envelope(loginAnswerSchema)) },
    400: error('Missing fields'),
    401: error('Wrong password or unknown number (one answer for both)'),
    429: error('Too many wrong passwords for the number or from the client address: wait, or sign in with a code'),
  },
});

export const logoutRoute = createRoute({
  method: 'post',
  path: '/v1/logout',
  tags: ['auth'],
  summary: 'Revoke the bearer token',
  security: [{ [BEARER_SCHEME]: [] }],
  middleware: [requireUser] as const,
  responses: { 200: { description: 'Logged out', content: json(envelope(z.null())) }, 401: error('No live session') },
});

export const checkRoute = createRoute({
  method: 'get',
  path: '/v1/check',
  tags: ['auth'],
  summary: 'Whether the bearer token is a live session',
  security: [{ [BEARER_SCHEME]: [] }],
  middleware: [requireUser] as const,
  responses: { 200: { description: 'Live', content: json(envelope(sessionCheckSchema)) }, 401: error('No live session') },
});
