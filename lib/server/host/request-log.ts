import 'server-only';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { loggedPath } from '../log/redact';
import { requestContextStorage, type RequestContext } from '../request-context';

// What a proxy may pass on as the request's id (Hono's requestId middleware accepts the same).
const PASSED_ID = /^[\w\-=]{1,255}$/;
// Probes come every few seconds from the load balancer and the image's HEALTHCHECK: only at debug level.
const PROBES = new Set(['/api/health', '/api/ready']);

/**
 * One line per request: request id, method, path (no query, tokens hidden), status, milliseconds and the signed-in
 * user when the app resolved one (lib/server/request-context.ts). The id is the proxy's X-Request-Id when it sent
 * one, else a new one; the app (Hono) and the answer carry the same id.
 */
export function logRequests(log: Logger) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const started = performance.now();
    const passed = req.headers['x-request-id'];
    const id = typeof passed === 'string' && PASSED_ID.test(passed) ? passed : randomUUID();
    req.headers['x-request-id'] = id;
    res.setHeader('X-Request-Id', id);
    const context: RequestContext = { id };
    let logged = false;
    const line = () => {
      if (logged) return;
      logged = true;
      const path = loggedPath(req.url ?? '/');
      const fields = {
        reqId: id,
        method: req.method,
        path,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(context.userId === undefined ? {} : { userId: context.userId }),
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      if (res.statusCode >= 500) log.warn(fields, 'request');
      else if (PROBES.has(path)) log.debug(fields, 'request');
      else log.info(fields, 'request');
    };
    res.once('finish', line);
    res.once('close', line);
    requestContextStorage().run(context, next);
  };
}
