import 'server-only';
import { createMiddleware } from 'hono/factory';
import { env } from '../env';
import { baseSecurityHeaders, NO_CONTENT_POLICY } from '../security/headers';

/**
 * Every API answer (data, errors, 404s, files, redirects) carries the shop's security headers; JSON needs no
 * sources at all, so its policy allows nothing, and a handler's own stricter policy (file downloads) is kept.
 */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(baseSecurityHeaders(env().SITE_URL))) c.res.headers.set(name, value);
  if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', NO_CONTENT_POLICY);
});
