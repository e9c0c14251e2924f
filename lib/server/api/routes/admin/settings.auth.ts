import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { env } from '../../../env';
import { ForbiddenError, UnauthorizedError } from '../../../errors';

// Hashing first makes both sides the same length, so the comparison takes the same time whatever was sent.
const digest = (value: string) => createHash('sha256').update(value).digest();

export function tokenMatches(sent: string, expected: string): boolean {
  return timingSafeEqual(digest(sent), digest(expected));
}

/** Bearer ADMIN_TOKEN: the operators' key until accounts bring roles (issue 5); unset, the endpoints are off. */
export const adminTokenAuth = createMiddleware(async (c, next) => {
  const expected = env().ADMIN_TOKEN;
  if (!expected) throw new ForbiddenError('این بخش برای مدیریت فعال نشده است');
  const header = c.req.header('Authorization') ?? '';
  const sent = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (!sent || !tokenMatches(sent, expected)) throw new UnauthorizedError('توکن مدیریت نامعتبر است');
  await next();
});
