import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { actorOf } from '../../admin-access';
import { noStore } from '../../auth-session';
import { openDocument } from '../../../services/facility/documents';
import { askReupload, decide, getRequest, listRequests, markAttended, markMissed } from '../../../services/facility/operators';
import { adminAttendedRoute, adminDecisionRoute, adminDocumentRoute, adminGetRoute, adminListRoute, adminMissedRoute, adminReuploadRoute } from './facility-admin.routes';
import { fileResponse } from './file-response';

export function mountFacilityAdmin(app: OpenAPIHono) {
  app.openapi(adminListRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listRequests(c.req.valid('query').state) }, 200);
  });
  app.openapi(adminGetRoute, async (c) => {
    noStore(c);
    return c.json({ data: await getRequest(c.req.valid('param').id) }, 200);
  });
  app.openapi(adminDocumentRoute, async (c) => fileResponse(c, await openDocument(null, c.req.valid('param').id)));
  app.openapi(adminDecisionRoute, async (c) => {
    const { id, decision, reason } = c.req.valid('form');
    return c.json({ data: await decide(actorOf(c), id, decision, reason) }, 200);
  });
  app.openapi(adminAttendedRoute, async (c) => c.json({ data: await markAttended(actorOf(c), c.req.valid('form').id) }, 200));
  app.openapi(adminMissedRoute, async (c) => c.json({ data: await markMissed(actorOf(c), c.req.valid('param').id) }, 200));
  app.openapi(adminReuploadRoute, async (c) => c.json({ data: await askReupload(actorOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200));
}
