import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { env } from '../env';

/** A random id per browser, for what a visitor may do once without an account (a blog like). */
export const DEVICE_COOKIE = 'vitrin_device';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The caller's device id; a caller without a valid one gets a new id in a year-long cookie. */
export function deviceId(c: Context): string {
  const known = getCookie(c, DEVICE_COOKIE);
  if (known && UUID.test(known)) return known;
  const id = randomUUID();
  setCookie(c, DEVICE_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'Lax', secure: env().SITE_URL.startsWith('https:'), maxAge: 365 * 86_400 });
  return id;
}
