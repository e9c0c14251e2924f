import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export type Instance = {
  name: string;
  url: string;
  child: ChildProcess;
  /** Every line the server wrote to stdout (JSON log lines) and stderr. */
  lines: string[];
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

// What the test's own environment may hold and the servers must not inherit.
const INHERITED_OUT = ['DATABASE_URL', 'REDIS_URL', 'REDIS_KEY_PREFIX', 'PGLITE_DIR', 'S3_BUCKET', 'S3_ENDPOINT', 'ADMIN_TOKEN', 'LOG_LEVEL'];

/**
 * The production server from the build (`npm run build`: .next/standalone/server.js), as the image runs it, on a
 * free port; resolves once /api/ready answers 200.
 */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !INHERITED_OUT.includes(key)));
  const child = spawn(process.execPath, ['.next/standalone/server.js'], {
    env: { ...base, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', PORT: String(port), HOSTNAME: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const instance = { name, url: `http://127.0.0.1:${port}`, child, lines, exited };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${lines.join('\n')}`);
    const ready = await fetch(`${instance.url}/api/ready`).then((r) => r.status === 200, () => false);
    if (ready) return instance;
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`${name} was not ready within 120 s:\n${lines.join('\n')}`);
}

/** Instances started at once; when one fails, the others are stopped before the failure is reported. */
export async function startTogether<const T extends readonly Promise<Instance>[]>(starting: T): Promise<{ -readonly [K in keyof T]: Instance }> {
  const settled = await Promise.allSettled(starting);
  const failure = settled.find((s) => s.status === 'rejected');
  if (!failure) return settled.map((s) => (s as PromiseFulfilledResult<Instance>).value) as { -readonly [K in keyof T]: Instance };
  await Promise.all(settled.flatMap((s) => (s.status === 'fulfilled' ? [stopInstance(s.value)] : [])));
  throw failure.reason;
}

/** SIGTERM, then the exit code; a server that does not stop within `ms` is killed and the test fails on it. */
export async function stopInstance(instance: Instance, ms = 30_000): Promise<number | null> {
  if (instance.child.exitCode !== null) return instance.child.exitCode;
  instance.child.kill('SIGTERM');
  const timer = setTimeout(() => instance.child.kill('SIGKILL'), ms);
  try {
    return await instance.exited;
  } finally {
    clearTimeout(timer);
  }
}

/** The instance's JSON log lines (other output, such as Next's own banner, left out). */
export function logLines(instance: Instance): Record<string, unknown>[] {
  return instance.lines.flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}
