import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { actorOf } from '../../admin-access';
import { noStore } from '../../auth-session';
import { createBranch, listBranchesAdmin, updateBranch } from '../../../services/geo/branches-admin';
import { createBranchRoute, listBranchesRoute, updateBranchRoute } from './branches.routes';

export function mountAdminBranches(app: OpenAPIHono) {
  app.openapi(listBranchesRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listBranchesAdmin() }, 200);
  });
  app.openapi(createBranchRoute, async (c) => c.json({ data: await createBranch(actorOf(c), c.req.valid('json')) }, 201));
  app.openapi(updateBranchRoute, async (c) => c.json({ data: await updateBranch(actorOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200));
}
