import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { actorOf } from '../../admin-access';
import { noStore } from '../../auth-session';
import { openCooperationDocument } from '../../../services/cooperation/documents';
import { decideCooperationRequest, getCooperationRequest, listCooperationRequests } from '../../../services/cooperation/operators';
import { fileResponse } from '../facility/file-response';
import { adminDecisionRoute, adminDocumentRoute, adminGetRoute, adminListRoute } from './cooperation-admin.routes';

export function mountCooperationAdmin(app: OpenAPIHono) {
  app.openapi(adminListRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listCooperationRequests(c.req.valid('query').state) }, 200);
  });
  app.openapi(adminGetRoute, async (c) => {
    noStore(c);
    return c.json({ data: await getCooperationRequest(c.req.valid('param').id) }, 200);
  });
  app.openapi(adminDocumentRoute, async (c) => {
    const { id, type } = c.req.valid('param');
    return fileResponse(c, await openCooperationDocument({ requestId: id }, type));
  });
  app.openapi(adminDecisionRoute, async (c) => {
    const { id, decision, reason } = c.req.valid('form');
    return c.json({ data: await decideCooperationRequest(actorOf(c), id, decision, reason) }, 200);
  });
}
