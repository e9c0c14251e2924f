import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { dbHandle } from '../../../db/client';
import { checkReadiness } from '../../../services/system/health';
import { apiMessages } from '../../messages';
import { healthRoute, readyRoute } from './health.routes';

export function mountHealth(app: OpenAPIHono) {
  app.openapi(healthRoute, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { status: 'ok' as const, database: dbHandle().driver, time: new Date().toISOString() } }, 200);
  });

  app.openapi(readyRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    const { ready, checks } = await checkReadiness();
    if (!ready) {
      const down = Object.fromEntries(Object.entries(checks).filter(([, state]) => state === 'down').map(([name]) => [name, apiMessages.dependencyDown]));
      return c.json({ message: apiMessages.notReady, errors: down }, 503);
    }
    return c.json({ data: { status: 'ready' as const, checks } }, 200);
  });
}
