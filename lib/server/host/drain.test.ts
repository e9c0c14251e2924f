import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainOf, type Drain } from './drain';

let server: Server;
let drain: Drain;

async function serve(slowMs: number): Promise<string> {
  server = createServer((req, res) => {
    drain.track(req, res);
    setTimeout(() => res.end('done'), slowMs);
  });
  drain = drainOf(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(() => {
  if (server.listening) server.closeAllConnections();
});

describe('graceful stop', () => {
  it('lets the request in flight finish and refuses new connections meanwhile', async () => {
    const url = await serve(400);
    const slow = fetch(url).then((r) => r.text());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(drain.inFlight).toBe(1);
    const stopped = drain.stop(5_000);
    await expect(fetch(url)).rejects.toThrow();
    expect(await slow).toBe('done');
    expect(await stopped).toBe(true);
    expect(server.listening).toBe(false);
  });

  it('cuts what is still running at the bound and says so', async () => {
    const url = await serve(10_000);
    const slow = fetch(url).then(
      () => 'answered',
      () => 'cut',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await drain.stop(200)).toBe(false);
    expect(await slow).toBe('cut');
  });
});
