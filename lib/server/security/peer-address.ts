import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

// On globalThis: instrumentation (which records the address) and the route bundles (which read it) are separate
// module graphs in one process.
const holder = globalThis as unknown as { __vitrinPeer?: AsyncLocalStorage<string | undefined> };
const peers = (holder.__vitrinPeer ??= new AsyncLocalStorage<string | undefined>());

/** Runs a request's handling with its socket's peer address on record (server-hooks.ts). */
export function withPeerAddress<T>(address: string | undefined, run: () => T): T {
  return peers.run(address, run);
}

/** The socket address of the request being handled, when it came through Node's HTTP server in this process. */
export function peerAddress(): string | undefined {
  return peers.getStore();
}
