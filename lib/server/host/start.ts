import 'server-only';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import next from 'next';
import { env } from '../env';
import { createLogger, stdoutLines } from '../log/logger';
import { beginShutdown, runShutdown } from '../shutdown';
import { compressedPages } from './compressed-pages';
import { drainOf } from './drain';
import { logRequests } from './request-log';

/**
 * The production server (`npm start`, the image's `node server.js`): Next's request handler inside a plain Node
 * HTTP server that adds what the generated standalone server lacks (issue 25): a log line per request, kept pages
 * compressed once, and a graceful stop on SIGTERM (no new connections, requests in flight finish within
 * SHUTDOWN_TIMEOUT_SECONDS, then the job queue, Redis and the database close, exit 0). Bundled by
 * scripts/standalone.ts into .next/standalone/server.js, next to the build it serves.
 */
/** After the shutdown, how long the process may take to end by itself before it is made to. */
const LEFT_OPEN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const dir = __dirname;
  const { config } = JSON.parse(readFileSync(path.join(dir, '.next', 'required-server-files.json'), 'utf8')) as { config: object };
  // What Next's own standalone server.js does: the build's config, not next.config.ts (absent here).
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  Object.assign(process.env, { NODE_ENV: 'production' });
  const settings = env();
  const log = createLogger(settings.LOG_LEVEL ?? 'info', stdoutLines());

  const app = next({ dev: false, dir, hostname: settings.HOSTNAME, port: settings.PORT });
  await app.prepare();
  const handle = app.getRequestHandler();
  const perRequest = compression();
  const kept = compressedPages(settings.COMPRESSED_PAGES_MAX_MB * 1024 * 1024);
  const requestLine = logRequests(log);

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    drain.track(req, res);
    requestLine(req, res, () => {
      // compression() wraps the response first, so the kept-page copy (installed after it) sees end() first.
      perRequest(req as Parameters<typeof perRequest>[0], res as Parameters<typeof perRequest>[1], () => {
        kept.handle(req, res);
        handle(req, res).catch((err: unknown) => {
          log.error({ err }, 'request failed');
          if (!res.headersSent) res.statusCode = 500;
          res.end();
        });
      });
    });
  });
  const drain = drainOf(server);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    beginShutdown();
    log.info({ signal, inFlight: drain.inFlight }, 'stopping: no new connections, finishing the requests in flight');
    const finished = await drain.stop(settings.SHUTDOWN_TIMEOUT_SECONDS * 1000);
    if (!finished) log.warn({ timeoutSeconds: settings.SHUTDOWN_TIMEOUT_SECONDS }, 'requests still running at the shutdown bound were cut');
    await app.close();
    await runShutdown(log);
    log.info('stopped');
    // With everything closed the process ends by itself. Something still open is a leak: name it, then go anyway.
    setTimeout(() => {
      log.warn({ open: process.getActiveResourcesInfo() }, 'still open after shutdown; exiting anyway');
      process.exit(0);
    }, LEFT_OPEN_GRACE_MS).unref();
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  server.listen(settings.PORT, settings.HOSTNAME, () => {
    log.info({ port: settings.PORT, bind: settings.HOSTNAME }, 'listening');
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
