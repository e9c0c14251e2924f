import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { staffMessages as msg } from '@/lib/contracts/admin/staff';
import { actorOf } from '../../admin-access';
import { noStore } from '../../auth-session';
import { getStaffMember, listStaff, lookupStaffUser } from '../../../services/staff/staff-read';
import { grantStaffRoleByMobile, listStaffRoles, revokeStaffRole } from '../../../services/staff/staff-roles';
import { grantRoleRoute, listRolesRoute, listStaffRoute, lookupStaffRoute, revokeRoleRoute } from './staff.routes';

export function mountAdminStaff(app: OpenAPIHono) {
  app.openapi(listRolesRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listStaffRoles() }, 200);
  });

  app.openapi(listStaffRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listStaff(c.req.valid('query')) }, 200);
  });

  app.openapi(lookupStaffRoute, async (c) => {
    noStore(c);
    return c.json({ data: await lookupStaffUser(c.req.valid('query').mobile) }, 200);
  });

  app.openapi(grantRoleRoute, async (c) => {
    const { mobile, role } = c.req.valid('json');
    const userId = await grantStaffRoleByMobile(actorOf(c), mobile, role);
    return c.json({ data: await getStaffMember(userId), message: msg.granted }, 201);
  });

  app.openapi(revokeRoleRoute, async (c) => {
    const { userId, role } = c.req.valid('param');
    await revokeStaffRole(actorOf(c), userId, role);
    return c.json({ data: null, message: msg.revoked }, 200);
  });
}
