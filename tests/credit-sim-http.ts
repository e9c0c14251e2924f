import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SimRequest = { method: string; path: string; query: URLSearchParams; headers: IncomingMessage['headers']; body: Record<string, unknown>; raw: string };
export type SimAnswer = { status: number; body: unknown };

/** A local HTTP server for a provider simulator: parses JSON (or form) bodies, records every call, answers JSON. */
export async function startSimServer(handle: (req: SimRequest) => SimAnswer) {
  const calls: SimRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://sim');
      const form = (req.headers['content-type'] ?? '').includes('form');
      const body = form ? Object.fromEntries(new URLSearchParams(raw)) : (JSON.parse(raw || '{}') as Record<string, unknown>);
      const call = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body, raw };
      calls.push(call);
      const answer = handle(call);
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
