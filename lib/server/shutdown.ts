import 'server-only';
import type { Logger } from 'pino';

type Closer = { name: string; close: () => unknown };
type State = { stopping: boolean; closers: Closer[] };

// On globalThis: the app's bundles register what they open, and the standalone server (bundled apart) runs them.
const KEY = Symbol.for('vitrin.shutdown');
const holder = globalThis as unknown as Record<symbol, State | undefined>;
const state = () => (holder[KEY] ??= { stopping: false, closers: [] });
const closers = () => state().closers;

/** Each closer gets this long; one that hangs must not keep the process from exiting. */
const CLOSER_TIMEOUT_MS = 5_000;

/**
 * Registers something to close when the process stops (SIGTERM, lib/server/host): a pool, a connection, a timer,
 * a job queue. Closed in the reverse order of registration, so what was opened on top of the database closes
 * before it. Registering a name again replaces the earlier closer.
 */
export function onShutdown(name: string, close: () => unknown): void {
  const list = closers();
  const at = list.findIndex((c) => c.name === name);
  if (at >= 0) list.splice(at, 1);
  list.push({ name, close });
}

/** The process got SIGTERM: readiness answers 503 from now on, so load balancers stop sending requests. */
export function beginShutdown(): void {
  state().stopping = true;
}

export function isShuttingDown(): boolean {
  return state().stopping;
}

/** Closes everything registered, newest first; a failure or a timeout is logged and the rest still close. */
export async function runShutdown(log: Logger): Promise<void> {
  const list = closers().splice(0).reverse();
  for (const { name, close } of list) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`did not close within ${CLOSER_TIMEOUT_MS} ms`)), CLOSER_TIMEOUT_MS);
    });
    try {
      await Promise.race([Promise.resolve().then(close), timeout]);
      log.info({ resource: name }, 'closed');
    } catch (err) {
      log.error({ err, resource: name }, 'closing failed');
    } finally {
      clearTimeout(timer);
    }
  }
}
