import type { Instrumentation } from 'next';

export async function register() {
  // Only the Node.js server owns the database; the build never touches it.
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { prepareDatabase } = await import('./lib/server/db/prepare');
    await prepareDatabase();
    const { installServerHooks } = await import('./lib/server/security/server-hooks');
    await installServerHooks();
    const { registerPageStore } = await import('./lib/server/page-store/page-store');
    await registerPageStore();
    const { env } = await import('./lib/server/env');
    if (env().WORKER === 'inline') {
      // Not awaited: the shop serves while the queue starts (docs/jobs.md); `npm run worker` runs it apart instead.
      const { startJobs } = await import('./lib/server/jobs/job-queue');
      startJobs().catch(async (err: unknown) => (await import('./lib/server/log/logger')).logger().error({ err }, 'the job queue did not start'));
    }
  }
}

/** A render or route that threw: its stack goes to the server log (the visitor sees only the error page). */
export const onRequestError: Instrumentation.onRequestError = async (err, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logger } = await import('./lib/server/log/logger');
  const { loggedPath } = await import('./lib/server/log/redact');
  const { requestContextStorage } = await import('./lib/server/request-context');
  const reqId = requestContextStorage().getStore()?.id;
  logger().error({ err, reqId, method: request.method, path: loggedPath(request.path), route: context.routePath, kind: context.routeType }, 'request error');
};
