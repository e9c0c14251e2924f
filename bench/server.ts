import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Starts the built app (`npm run build` first) and waits until its health check answers. */
export async function startServer(env: Record<string, string>): Promise<{ url: string; stop: () => void }> {
  if (!existsSync('.next/BUILD_ID')) throw new Error('Build the app first: npm run build');
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not become healthy in 180 s');
}

/** One GET read to the end, retried once: the first request after start-up may meet a closed keep-alive socket. */
export async function getText(url: string): Promise<string> {
  try {
    return await (await fetch(url)).text();
  } catch {
    return (await fetch(url, { headers: { Connection: 'close' } })).text();
  }
}
