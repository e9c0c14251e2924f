import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { noStore } from '../../auth-session';
import { auditFacets, listAudit } from '../../../services/audit/audit-read';
import { auditFacetsRoute, listAuditRoute } from './audit.routes';

export function mountAdminAudit(app: OpenAPIHono) {
  app.openapi(listAuditRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listAudit(c.req.valid('query')) }, 200);
  });
  app.openapi(auditFacetsRoute, async (c) => {
    noStore(c);
    return c.json({ data: await auditFacets() }, 200);
  });
}
