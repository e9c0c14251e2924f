import 'server-only';
import { z } from '@hono/zod-openapi';
import { adminBannerSchema, bannerBodySchema, bannerOrderBodySchema } from '@/lib/contracts/admin/banners';
import { envelope } from '@/lib/contracts/envelope';
import { adminRoute } from '../../admin-access';
import { error, idParam, json } from '../facility/facility-openapi';

const banner = { description: 'The banner', content: json(envelope(adminBannerSchema)) };

export const listBannersRoute = adminRoute('content.read', {
  method: 'get',
  path: '/admin/banners',
  summary: 'Every home-page banner, active or not, by slot (module number) and order',
  responses: { 200: { description: 'The banners', content: json(envelope(z.array(adminBannerSchema))) } },
});

export const createBannerRoute = adminRoute('content.write', {
  method: 'post',
  path: '/admin/banners',
  summary: 'Adds a banner to a slot (link type 1 narrow screens, 2 wide); the home page shows it at once; audited',
  request: { body: { required: true, content: json(bannerBodySchema) } },
  responses: { 201: banner, 400: error('Invalid banner') },
});

export const updateBannerRoute = adminRoute('content.write', {
  method: 'put',
  path: '/admin/banners/{id}',
  summary: 'Changes a banner (slot, link type, title, link, picture, active, order); audited',
  request: { params: idParam, body: { required: true, content: json(bannerBodySchema) } },
  responses: { 200: banner, 400: error('Invalid banner'), 404: error('No such banner') },
});

export const deleteBannerRoute = adminRoute('content.write', {
  method: 'delete',
  path: '/admin/banners/{id}',
  summary: 'Removes a banner; audited',
  request: { params: idParam },
  responses: { 204: { description: 'Removed' }, 404: error('No such banner') },
});

export const reorderBannersRoute = adminRoute('content.write', {
  method: 'put',
  path: '/admin/banners/order',
  summary: 'Puts one slot’s banners in the order given, every one of them; the home page shows it at once; audited',
  request: { body: { required: true, content: json(bannerOrderBodySchema) } },
  responses: { 204: { description: 'Saved' }, 400: error('Invalid order'), 404: error('No such banner'), 409: error('The slot changed since the screen was loaded') },
});
