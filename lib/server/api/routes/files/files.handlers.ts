import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { downloadUpload } from '../../../services/uploads/download';
import { fileResponse } from '../facility/file-response';
import { adminFileRoute, userFileRoute } from './files.routes';

export function mountFiles(app: OpenAPIHono) {
  app.openapi(userFileRoute, async (c) => fileResponse(c, await downloadUpload(c.req.valid('param').id, { userId: c.get('auth').user.id })));
  app.openapi(adminFileRoute, async (c) => fileResponse(c, await downloadUpload(c.req.valid('param').id, 'staff')));
}
