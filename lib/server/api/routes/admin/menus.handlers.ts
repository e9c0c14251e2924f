import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { actorOf } from '../../admin-access';
import { noStore } from '../../auth-session';
import { createMenuGroup, createMenuItem, deleteMenuGroup, deleteMenuItem, listMenuGroups, reorderMenuItems, setHeaderMenuGroup, updateMenuGroup, updateMenuItem } from '../../../services/content/menus-admin';
import {
  createMenuGroupRoute,
  createMenuItemRoute,
  deleteMenuGroupRoute,
  deleteMenuItemRoute,
  headerMenuGroupRoute,
  listMenusRoute,
  menuGroupRoute,
  reorderMenuItemsRoute,
  updateMenuItemRoute,
} from './menus.routes';

export function mountAdminMenus(app: OpenAPIHono) {
  app.openapi(listMenusRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listMenuGroups() }, 200);
  });
  app.openapi(reorderMenuItemsRoute, async (c) => {
    await reorderMenuItems(actorOf(c), c.req.valid('json'));
    return c.body(null, 204);
  });
  app.openapi(createMenuItemRoute, async (c) => c.json({ data: await createMenuItem(actorOf(c), c.req.valid('json')) }, 201));
  app.openapi(updateMenuItemRoute, async (c) => c.json({ data: await updateMenuItem(actorOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200));
  app.openapi(deleteMenuItemRoute, async (c) => {
    await deleteMenuItem(actorOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(createMenuGroupRoute, async (c) => c.json({ data: await createMenuGroup(actorOf(c), c.req.valid('json')) }, 201));
  app.openapi(menuGroupRoute, async (c) => {
    await updateMenuGroup(actorOf(c), c.req.valid('param').id, c.req.valid('json'));
    return c.body(null, 204);
  });
  app.openapi(deleteMenuGroupRoute, async (c) => {
    await deleteMenuGroup(actorOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(headerMenuGroupRoute, async (c) => {
    await setHeaderMenuGroup(actorOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
}
