import 'server-only';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export type Drain = {
  /** Counts a request until its response closes; once stopping, asks the client to close its connection. */
  track(req: IncomingMessage, res: ServerResponse): void;
  /** Stops taking connections and waits for the requests in flight, at most `timeoutMs`; true when they all ended. */
  stop(timeoutMs: number): Promise<boolean>;
  readonly inFlight: number;
};

/** Graceful stop of an HTTP server (SIGTERM): no new connections, the requests already in flight finish. */
export function drainOf(server: Server): Drain {
  let inFlight = 0;
  let stopping = false;
  let idle: (() => void) | undefined;
  return {
    get inFlight() {
      return inFlight;
    },
    track(_req, res) {
      inFlight++;
      // A keep-alive connection may still bring a request while stopping: answer it, then let the connection go.
      if (stopping) res.setHeader('Connection', 'close');
      res.once('close', () => {
        inFlight--;
        if (stopping && inFlight === 0) idle?.();
      });
    },
    async stop(timeoutMs) {
      stopping = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Idle keep-alive connections would hold close() until they time out.
      server.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        inFlight === 0 ? Promise.resolve(true) : new Promise<boolean>((resolve) => (idle = () => resolve(true))),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
      ]);
      clearTimeout(timer);
      // Past the bound, or connections that finished their request and went idle since: end them all.
      server.closeAllConnections();
      await closed;
      return finished;
    },
  };
}
