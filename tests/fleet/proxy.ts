import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A load balancer in miniature: each request goes to the next instance in turn. */
export async function roundRobinProxy(targets: string[]): Promise<{ url: string; close: () => Promise<void> }> {
  let next = 0;
  const server = createServer((req, res) => {
    const target = new URL(targets[next++ % targets.length]!);
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
