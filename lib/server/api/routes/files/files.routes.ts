import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { positiveId } from '@/lib/contracts/account';
import { adminRoute } from '../../admin-access';
import { requireUser } from '../../auth-session';
import { BEARER_SCHEME } from '../auth/auth.routes';
import { error, fileAnswer } from '../facility/facility-openapi';

const params = z.object({ id: positiveId('شناسه فایل معتبر نیست') });

export const userFileRoute = createRoute({
  security: [{ [BEARER_SCHEME]: [] }],
  middleware: requireUser,
  tags: ['account'],
  method: 'get',
  path: '/user/files/{id}',
  summary: 'One of the user’s own uploaded files by id (another user’s answers 404)',
  request: { params },
  responses: { 200: { description: 'The file', content: fileAnswer }, 400: error('Bad id'), 401: error('No live session'), 404: error('No such file of this user') },
});

export const adminFileRoute = adminRoute('credit.read', {
  method: 'get',
  path: '/admin/files/{id}',
  summary: 'Any uploaded file by id (customers’ loan and cooperation documents)',
  request: { params },
  responses: { 200: { description: 'The file', content: fileAnswer }, 400: error('Bad id'), 404: error('No such file') },
});
