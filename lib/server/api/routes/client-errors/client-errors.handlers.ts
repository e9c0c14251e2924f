import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { listClientErrors, recordClientError } from '../../../services/system/client-errors';
import { resolveSession } from '../../../services/auth/sessions';
import { bearerToken, clientIp, noStore } from '../../auth-session';
import { listClientErrorsRoute, reportClientErrorRoute } from './client-errors.routes';

export function mountClientErrors(app: OpenAPIHono) {
  app.openapi(reportClientErrorRoute, async (c) => {
    // Signed in or not, the report is taken; the session only says whose screen broke.
    const token = bearerToken(c);
    const session = token ? await resolveSession(token) : undefined;
    await recordClientError(clientIp(c), { ...c.req.valid('json'), userAgent: c.req.header('User-Agent') ?? null, userId: session?.user.id ?? null });
    return c.body(null, 204);
  });

  app.openapi(listClientErrorsRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listClientErrors() }, 200);
  });
}
