import 'server-only';
import type { Context } from 'hono';
import { matchesEtag } from '../etag';

/** A JSON body serialised once, with its ETag: 304 when the client already holds this copy. */
export function sendJsonWithEtag(c: Context, body: string, etag: string, cacheControl: string): Response {
  const headers = { 'Cache-Control': cacheControl, ETag: etag };
  if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
  return c.body(body, 200, { ...headers, 'Content-Type': 'application/json; charset=UTF-8' });
}
