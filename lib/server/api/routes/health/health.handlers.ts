import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { checkDatabase } from '../../../services/system/health';
import { apiMessages } from '../../messages';
import { healthRoute } from './health.routes';

export function mountHealth(app: OpenAPIHono) {
  app.openapi(healthRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    const result = await checkDatabase();
    if (!result.ok) return c.json({ message: apiMessages.databaseDown }, 503);
    return c.json({ data: { status: 'ok' as const, database: result.driver, time: new Date().toISOString() } }, 200);
  });
}
