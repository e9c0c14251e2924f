import 'server-only';
import { z } from '@hono/zod-openapi';
import { adminSiteLinkSchema, siteLinkBodySchema } from '@/lib/contracts/admin/site-links';
import { envelope } from '@/lib/contracts/envelope';
import { adminRoute } from '../../admin-access';
import { error, idParam, json } from '../facility/facility-openapi';

const link = { description: 'The link', content: json(envelope(adminSiteLinkSchema)) };

export const listSiteLinksRoute = adminRoute('content.read', {
  method: 'get',
  path: '/admin/site-links',
  summary: 'The site links (linkType 2 are the footer’s), in order',
  responses: { 200: { description: 'The links', content: json(envelope(z.array(adminSiteLinkSchema))) } },
});

export const createSiteLinkRoute = adminRoute('content.write', {
  method: 'post',
  path: '/admin/site-links',
  summary: 'Adds a site link; a footer link (linkType 2) shows on every page at once; audited',
  request: { body: { required: true, content: json(siteLinkBodySchema) } },
  responses: { 201: link, 400: error('Invalid link') },
});

export const updateSiteLinkRoute = adminRoute('content.write', {
  method: 'put',
  path: '/admin/site-links/{id}',
  summary: 'Changes a site link; audited',
  request: { params: idParam, body: { required: true, content: json(siteLinkBodySchema) } },
  responses: { 200: link, 400: error('Invalid link'), 404: error('No such link') },
});

export const deleteSiteLinkRoute = adminRoute('content.write', {
  method: 'delete',
  path: '/admin/site-links/{id}',
  summary: 'Removes a site link; audited',
  request: { params: idParam },
  responses: { 204: { description: 'Removed' }, 404: error('No such link') },
});
