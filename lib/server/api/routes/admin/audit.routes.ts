import 'server-only';
import { auditFacetsSchema, auditListQuerySchema, auditListSchema } from '@/lib/contracts/admin/audit';
import { envelope } from '@/lib/contracts/envelope';
import { adminRoute } from '../../admin-access';
import { error, json } from '../facility/facility-openapi';

export const listAuditRoute = adminRoute('audit.read', {
  method: 'get',
  path: '/admin/audit',
  summary:
    'The audit log a page at a time: actor (system or a mobile), entityType, entityId, action, from/to (Tehran days, YYYY-MM-DD, inclusive); q is an entity id or an actor mobile',
  request: { query: auditListQuerySchema },
  responses: { 200: { description: 'A page of the log', content: json(envelope(auditListSchema)) }, 400: error('A filter is invalid') },
});

export const auditFacetsRoute = adminRoute('audit.read', {
  method: 'get',
  path: '/admin/audit/facets',
  summary: 'The entity types and actions the log holds (for the filters)',
  responses: { 200: { description: 'The values', content: json(envelope(auditFacetsSchema)) } },
});
