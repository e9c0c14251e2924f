import 'server-only';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { env } from '../env';
import { clientAddress } from '../security/client-address';
import { peerAddress } from '../security/peer-address';
import { UnauthorizedError } from '../errors';
import { authServerMessages } from '../services/auth/auth-messages';
import { resolveSession, SESSION_COOKIE, type AuthContext } from '../services/auth/sessions';

declare module 'hono' {
  interface ContextVariableMap {
    auth: AuthContext;
  }
}

export function bearerToken(c: Context): string {
  const header = c.req.header('Authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
}

/** 401 unless the bearer token names a live session; the session and its user are then c.get('auth'). */
export const requireUser = createMiddleware(async (c, next) => {
  const auth = await resolveSession(bearerToken(c));
  if (!auth) throw new UnauthorizedError(authServerMessages.badToken);
  c.set('auth', auth);
  await next();
});

export function setSessionCookie(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: env().SITE_URL.startsWith('https:'),
    maxAge: env().SESSION_DAYS * 86_400,
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}

/** SPEC §6: reads of the user's own data are never cached on the way. */
export function noStore(c: Context): void {
  c.header('Cache-Control', 'no-store, no-cache, must-revalidate');
  c.header('Pragma', 'no-cache');
}

/**
 * The caller's address for per-client limits (docs/security.md "TRUST_PROXY"): the socket's peer, or with
 * TRUST_PROXY = n the address the n trusted proxies in front of the app report; never an unparsable value.
 */
export function clientIp(c: Context): string {
  return clientAddress({ peer: peerAddress(), forwardedFor: c.req.header('X-Forwarded-For'), hops: env().TRUST_PROXY });
}
