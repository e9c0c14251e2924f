import 'server-only';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { env } from '../env';
import { apiMessages } from './messages';
import { refuse } from './refuse';

/** Longer URLs are refused before any parsing (Node itself refuses request heads over 16 KB with a 431). */
const MAX_URL_LENGTH = 8_192;

/** Room for a multipart body's own bytes around the largest file it may carry. */
const MULTIPART_OVERHEAD = 64 * 1024;

// C0 and C1 controls and DEL; text fields may hold tab and line breaks. NUL in particular makes PostgreSQL fail.
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROL_IN_URL = /[\u0000-\u001F\u007F-\u009F]/;
// Half a surrogate pair is no character at all; encodeURIComponent throws on it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const bad = (text: string, control: RegExp) => control.test(text) || LONE_SURROGATE.test(text);

/** The path of the first string (key or value) with a disallowed character, or undefined. */
function findBad(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return bad(value, CONTROL_IN_TEXT) ? path || '_' : undefined;
  if (depth > 64 || value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (bad(key, CONTROL_IN_TEXT)) return at;
    const found = findBad(inner, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

type BodyCheck = { field?: string; unreadable?: boolean };

/** A JSON or form body that cannot be read at all, or the first field with a disallowed character. */
async function checkBody(c: Context): Promise<BodyCheck> {
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || type.endsWith('+json')) {
    const text = await c.req.text();
    if (text.trim() === '') return {};
    try {
      return { field: findBad(JSON.parse(text) as unknown, '') };
    } catch {
      return { unreadable: true };
    }
  }
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    const form = await c.req.parseBody({ all: true }).catch(() => undefined);
    if (!form) return { unreadable: true };
    const strings = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, Array.isArray(v) ? v.filter((x) => typeof x === 'string') : typeof v === 'string' ? v : '']));
    return { field: findBad(strings, '') };
  }
  return {};
}

/**
 * Input hygiene for every operation, before any validator or service sees the request: an overlong URL is 414, a
 * body larger than the largest upload is 413, a JSON or form body that cannot be parsed is 400, and a control character (NUL above all, which PostgreSQL cannot store) or a broken escape anywhere in the path,
 * the query or a JSON or form body is 400 with a Persian message naming the field. Each refusal logs one line.
 */
export const inputHygiene = createMiddleware(async (c, next) => {
  const url = c.req.url;
  if (url.length > MAX_URL_LENGTH) return refuse(c, 414, apiMessages.requestTooLarge, `URL of ${url.length} characters`);
  const { pathname, search } = new URL(url);
  const path = decoded(pathname);
  if (path === null || bad(path, CONTROL_IN_URL)) return refuse(c, 400, apiMessages.controlCharacters, 'control character in the path');
  for (const pair of search.slice(1).split('&')) {
    const text = decoded(pair.replace(/\+/g, ' '));
    if (text === null || bad(text, CONTROL_IN_URL)) {
      const field = (decoded(pair.split('=')[0]!) ?? '_').slice(0, 100);
      return refuse(c, 400, apiMessages.controlCharacters, `control character in query field ${JSON.stringify(field)}`, { [field]: apiMessages.controlCharacters });
    }
  }
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    // No body is read past the largest upload: a bigger one is refused before it is held in memory.
    const limited = await bodyLimit({
      maxSize: env().UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD,
      onError: (ctx) => refuse(ctx, 413, apiMessages.bodyTooLarge, 'body over the size limit'),
    })(c, async () => {});
    if (limited) return limited;
    const body = await checkBody(c);
    if (body.unreadable) return refuse(c, 400, apiMessages.invalidJson, 'unreadable body');
    const field = body.field?.slice(0, 100);
    if (field) return refuse(c, 400, apiMessages.controlCharacters, `control character in body field ${JSON.stringify(field)}`, { [field]: apiMessages.controlCharacters });
  }
  await next();
});
