import 'server-only';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { logger } from '../log/logger';
import { clientIp } from './auth-session';

/** Whatever a client wrote, as one harmless bounded log field: no controls. */
const printable = (text: string, max = 120) => text.replace(/[\u0000-\u001F\u007F-\u009F]/g, '?').slice(0, max);

/**
 * One line per refused request: status, method, path, client address and why. Never the body, the query's values,
 * headers or tokens (they may hold passwords, codes or national codes), and never a stack: a client who sends
 * junk on purpose must not be able to fill the log with more than a line per request.
 */
export function logRefusal(c: Context, status: number, reason: string): void {
  logger().warn({ status, method: c.req.method, path: printable(c.req.path), ip: clientIp(c), reason: printable(reason, 200) }, 'refused');
}

/** Answers a refusal in the API's error shape (Persian message, field errors) after logging it. */
export function refuse(c: Context, status: ContentfulStatusCode, message: string, reason: string, errors?: Record<string, string>) {
  logRefusal(c, status, reason);
  return c.json({ message, ...(errors ? { errors } : {}) }, status);
}
