import 'server-only';
import { createHash } from 'node:crypto';

/** A strong ETag for a serialised body. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}
