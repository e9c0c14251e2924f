import 'server-only';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { AppError, RateLimitError } from '../errors';
import { apiMessages } from './messages';
import { logRefusal } from './refuse';
import { logger } from '../log/logger';
import { loggedPath } from '../log/redact';

type ErrorBody = { message: string; errors?: Record<string, string> };

/** First message per field, keyed by the wire name (SPEC field names). */
export function zodFieldErrors(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

function validationResponse(c: Context, error: ZodError) {
  const errors = zodFieldErrors(error);
  const first = Object.values(errors)[0];
  // A field message written in Persian by our schemas is more useful than the generic one.
  const message = first && /[\u0600-\u06FF]/.test(first) ? first : apiMessages.invalidInput;
  return c.json<ErrorBody>({ message, errors }, 400);
}

/** A router whose zod validation failures answer 400 with Persian messages. */
export function createRouter() {
  return new OpenAPIHono({
    defaultHook: (result, c) => {
      if (!result.success) return validationResponse(c, result.error);
    },
  });
}

/** PostgreSQL's class 22, data exceptions (a value out of a column's range, a malformed number or text). */
function dataException(err: Error): string | undefined {
  const code = (err.cause as { code?: unknown } | undefined)?.code ?? (err as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('22') ? code : undefined;
}

export function onError(err: Error, c: Context) {
  if (err instanceof AppError) {
    if (err instanceof RateLimitError) {
      logRefusal(c, 429, err.reason ?? 'rate limit');
      if (err.retryAfterSeconds) c.header('Retry-After', String(err.retryAfterSeconds));
    }
    return c.json<ErrorBody>(
      { message: err.message, ...(err.fields ? { errors: err.fields } : {}) },
      err.status as ContentfulStatusCode,
    );
  }
  if (err instanceof ZodError) return validationResponse(c, err);
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const message = status === 400 ? apiMessages.invalidJson : status === 404 ? apiMessages.notFound : apiMessages.internal;
    return c.json<ErrorBody>({ message }, status);
  }
  // Input the edge let through that the database still cannot take is the client's error, not ours: 400, one line.
  const sqlState = dataException(err);
  if (sqlState) {
    logRefusal(c, 400, `database data exception ${sqlState}`);
    return c.json<ErrorBody>({ message: apiMessages.invalidInput }, 400);
  }
  logger().error({ err, method: c.req.method, path: loggedPath(c.req.path) }, 'unhandled API error');
  return c.json<ErrorBody>({ message: apiMessages.internal }, 500);
}
