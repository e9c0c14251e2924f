import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the app learns while it handles a request: the signed-in user, for the request's log line (lib/server/host),
 * and when the renders of kept pages it set off began (lib/server/page-store).
 */
export type RequestContext = { id: string; userId?: number; pageRenderStarts?: Map<string, number> };

// One store per process, on globalThis: the standalone server that opens the context and the app's route
// bundles that fill it in are bundled apart.
const KEY = Symbol.for('vitrin.request-context');
const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<RequestContext> | undefined>;

export function requestContextStorage(): AsyncLocalStorage<RequestContext> {
  holder[KEY] ??= new AsyncLocalStorage<RequestContext>();
  return holder[KEY];
}

/** The signed-in user of the request being handled, for its log line. */
export function noteRequestUser(userId: number): void {
  const context = requestContextStorage().getStore();
  if (context) context.userId = userId;
}
