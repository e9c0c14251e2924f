import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { env } from '../../../env';
import { ForbiddenError, UnauthorizedError } from '../../../errors';
import { resolveSession } from '../../../services/auth/sessions';
import { bearerToken } from '../../auth-session';

// Hashing first makes both sides the same length, so the comparison takes the same time whatever was sent.
const digest = (value: string) => createHash('sha256').update(value).digest();

export function tokenMatches(sent: string, expected: string): boolean {
  return timingSafeEqual(digest(sent), digest(expected));
}

/** Bearer ADMIN_TOKEN (the operators' key) or the session of a user whose role is admin. */
export const adminTokenAuth = createMiddleware(async (c, next) => {
  const expected = env().ADMIN_TOKEN;
  const sent = bearerToken(c);
  if (!sent) throw expected ? new UnauthorizedError('توکن مدیریت نامعتبر است') : new ForbiddenError('این بخش برای مدیریت فعال نشده است');
  if (expected && tokenMatches(sent, expected)) return next();
  const auth = await resolveSession(sent);
  if (auth?.user.role === 'admin') return next();
  if (auth) throw new ForbiddenError();
  if (!expected) throw new ForbiddenError('این بخش برای مدیریت فعال نشده است');
  throw new UnauthorizedError('توکن مدیریت نامعتبر است');
});
