import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { resetPasswordFormSchema, userInfoSchema, userSchema, walletSchema } from '@/lib/contracts/auth';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { requireUser } from '../../auth-session';
import { BEARER_SCHEME } from '../auth/auth.routes';

const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(errorBodySchema) });
const unauthorized = error('No live session');
const bearer = { security: [{ [BEARER_SCHEME]: [] }], middleware: requireUser, tags: ['user'] };

/** The shape checks; the handler applies the birth-date limit of the day (today − 6 years). */
export const USER_INFO_SHAPE = userInfoSchema('9999-12-31');

export const getUserRoute = createRoute({
  ...bearer,
  method: 'get',
  path: '/user/user',
  summary: 'The signed-in user (SPEC §3 "User"), never cached',
  responses: { 200: { description: 'The user', content: json(envelope(userSchema)) }, 401: unauthorized },
});

export const getWalletRoute = createRoute({
  ...bearer,
  method: 'get',
  path: '/user/wallet',
  summary: 'The wallet balance in toman, never cached',
  responses: { 200: { description: 'The wallet', content: json(envelope(walletSchema)) }, 401: unauthorized },
});

export const putUserInfoRoute = createRoute({
  ...bearer,
  method: 'put',
  path: '/user/userInfo',
  summary: 'Complete or edit the profile (multipart fname, lname, nationalCode, provinceId, cityId, birthDate YYYY-MM-DDT00:00:00)',
  request: { body: { required: true, content: { 'multipart/form-data': { schema: USER_INFO_SHAPE } } } },
  responses: {
    200: { description: 'data is the saved user', content: json(envelope(userSchema)) },
    400: error('A SPEC §5 rule failed (field errors keyed by the wire names)'),
    401: unauthorized,
    409: error('The national code belongs to another account'),
  },
});

export const resetPasswordRoute = createRoute({
  ...bearer,
  method: 'put',
  path: '/user/resetPassword',
  summary: 'Set a new password with the secretKey the code login answered (multipart password, secretKey)',
  request: { body: { required: true, content: { 'multipart/form-data': { schema: resetPasswordFormSchema } } } },
  responses: {
    200: { description: 'Saved; every other session of the user is revoked', content: json(envelope(z.null())) },
    400: error('The password breaks a SPEC §5 rule'),
    401: error('No live session, or a wrong, used or expired secretKey'),
  },
});
