import 'server-only';
import { z } from '@hono/zod-openapi';
import { adminMenuGroupSchema, adminMenuItemSchema, menuGroupBodySchema, menuGroupCreateSchema, menuItemBodySchema, menuOrderBodySchema } from '@/lib/contracts/admin/menus';
import { envelope } from '@/lib/contracts/envelope';
import { adminRoute } from '../../admin-access';
import { error, idParam, json } from '../facility/facility-openapi';

const item = { description: 'The menu item', content: json(envelope(adminMenuItemSchema)) };

export const listMenusRoute = adminRoute('content.read', {
  method: 'get',
  path: '/admin/menus',
  summary: 'The header’s menu groups with their items (two levels: top items and their mega-menu children)',
  responses: { 200: { description: 'The groups', content: json(envelope(z.array(adminMenuGroupSchema))) } },
});

export const createMenuItemRoute = adminRoute('content.write', {
  method: 'post',
  path: '/admin/menus/items',
  summary: 'Adds a menu item (a top item, or a child of one; itemType 4 is a banner-style picture); every page shows it at once; audited',
  request: { body: { required: true, content: json(menuItemBodySchema) } },
  responses: { 201: item, 400: error('Invalid item or place') },
});

export const updateMenuItemRoute = adminRoute('content.write', {
  method: 'put',
  path: '/admin/menus/items/{id}',
  summary: 'Changes a menu item, its place or order; audited',
  request: { params: idParam, body: { required: true, content: json(menuItemBodySchema) } },
  responses: { 200: item, 400: error('Invalid item or place'), 404: error('No such item') },
});

export const deleteMenuItemRoute = adminRoute('content.write', {
  method: 'delete',
  path: '/admin/menus/items/{id}',
  summary: 'Removes a menu item and the items under it; audited',
  request: { params: idParam },
  responses: { 204: { description: 'Removed' }, 404: error('No such item') },
});

export const createMenuGroupRoute = adminRoute('content.write', {
  method: 'post',
  path: '/admin/menus',
  summary: 'Adds a menu group, outside the header; shown on phones among the quick links if mobileView; audited',
  request: { body: { required: true, content: json(menuGroupCreateSchema) } },
  responses: { 201: { description: 'The group', content: json(envelope(adminMenuGroupSchema)) }, 400: error('Invalid group') },
});

export const menuGroupRoute = adminRoute('content.write', {
  method: 'put',
  path: '/admin/menus/{id}',
  summary: 'Renames a menu group, or shows it on phones or not; audited',
  request: { params: idParam, body: { required: true, content: json(menuGroupBodySchema) } },
  responses: { 204: { description: 'Saved' }, 400: error('Invalid body'), 404: error('No such group') },
});

export const deleteMenuGroupRoute = adminRoute('content.write', {
  method: 'delete',
  path: '/admin/menus/{id}',
  summary: 'Removes a menu group and its items (kept in the audit row); the header’s group is refused; audited',
  request: { params: idParam },
  responses: { 204: { description: 'Removed' }, 404: error('No such group'), 409: error('The group is the header’s menu') },
});

export const headerMenuGroupRoute = adminRoute('content.write', {
  method: 'put',
  path: '/admin/menus/{id}/header',
  summary: 'Makes the group the desktop header’s menu bar (the previous one stays, outside the header); every page shows it at once; audited',
  request: { params: idParam },
  responses: { 204: { description: 'Saved' }, 404: error('No such group') },
});

export const reorderMenuItemsRoute = adminRoute('content.write', {
  method: 'put',
  path: '/admin/menus/items/order',
  summary: 'Puts siblings (a group’s top items, or one item’s children) in the order given, every one of them; every page shows it at once; audited',
  request: { body: { required: true, content: json(menuOrderBodySchema) } },
  responses: { 204: { description: 'Saved' }, 400: error('Invalid order'), 404: error('No such item'), 409: error('The siblings changed since the screen was loaded') },
});
