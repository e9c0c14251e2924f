import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { actorOf } from '../../admin-access';
import { noStore } from '../../auth-session';
import { createPlan, listAdminPlans, switchPlan, updatePlan } from '../../../services/facility/plans-admin';
import { createFacilityPlanRoute, listFacilityPlansRoute, switchFacilityPlanRoute, updateFacilityPlanRoute } from './facility-plans.routes';

export function mountAdminFacilityPlans(app: OpenAPIHono) {
  app.openapi(listFacilityPlansRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listAdminPlans() }, 200);
  });
  app.openapi(createFacilityPlanRoute, async (c) => c.json({ data: await createPlan(actorOf(c), c.req.valid('json')) }, 201));
  app.openapi(updateFacilityPlanRoute, async (c) => c.json({ data: await updatePlan(actorOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200));
  app.openapi(switchFacilityPlanRoute, async (c) => c.json({ data: await switchPlan(actorOf(c), c.req.valid('param').id, c.req.valid('json').active) }, 200));
}
