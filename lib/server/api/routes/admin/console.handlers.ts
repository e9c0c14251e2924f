import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { noStore } from '../../auth-session';
import { setStaffPreview } from '../../../rendered-pages';
import { consoleOverview } from '../../../services/admin/overview';
import { fullName } from '../../../services/staff/staff-read';
import { consoleMeRoute, consoleOverviewRoute } from './console.routes';

export function mountAdminConsole(app: OpenAPIHono) {
  app.openapi(consoleMeRoute, async (c) => {
    const { actor, roles, permissions } = c.get('staff');
    noStore(c);
    // Staff see the shop while it is in maintenance (content/maintenance.ts); one granted a role after signing in
    // gets the preview cookie here, on their first visit to the console.
    if (actor.kind === 'user') await setStaffPreview(true);
    const user = actor.kind === 'user' ? { id: actor.userId, mobile: actor.mobile, name: fullName(c.get('auth').user) } : null;
    return c.json({ data: { user, roles, permissions: [...permissions] } }, 200);
  });

  app.openapi(consoleOverviewRoute, async (c) => {
    noStore(c);
    return c.json({ data: await consoleOverview(c.get('staff').permissions) }, 200);
  });
}
