import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

export type Answer = { status: number; headers: Headers; text: string; json: unknown };

/** One HTTP call to a running server (an instance or the proxy), its body read whole. */
export async function call(base: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(base + path, init);
  const text = await res.text();
  let json: unknown = null;
  if ((res.headers.get('content-type') ?? '').includes('application/json')) json = JSON.parse(text);
  return { status: res.status, headers: res.headers, text, json };
}

export const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
export const freshMobile = () => `0913${String(randomInt(10_000_000)).padStart(7, '0')}`;

export function jsonBody(method: string, body: unknown, token?: string, ip = freshIp()): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  };
}

export function formBody(method: string, fields: Record<string, string | Blob>, token?: string): RequestInit {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return { method, body, headers: { 'X-Forwarded-For': freshIp(), ...(token ? { Authorization: `Bearer ${token}` } : {}) } };
}

export const bearer = (token: string): RequestInit => ({ headers: { Authorization: `Bearer ${token}` } });

/** The newest code the `log` SMS provider wrote to the outbox for a number (every instance writes to one file). */
export async function codeFor(outboxPath: string, mobile: string): Promise<string> {
  for (let tries = 0; tries < 40; tries++) {
    const lines = (await readFile(outboxPath, 'utf8').catch(() => '')).split('\n').filter(Boolean);
    const line = lines.map((l) => JSON.parse(l) as { mobile: string; code?: string }).filter((l) => l.mobile === mobile && l.code).at(-1);
    if (line?.code) return line.code;
    await sleep(50);
  }
  throw new Error(`no code in the outbox for ${mobile}`);
}

/** Signs a new customer in: the code asked through `sendVia`, the login through `loginVia`. */
export async function signIn(outboxPath: string, sendVia: string, loginVia = sendVia): Promise<{ token: string; userId: number; mobile: string }> {
  const mobile = freshMobile();
  const sent = await call(sendVia, '/api/v1/sendCode', jsonBody('POST', { mobile }));
  if (sent.status !== 200) throw new Error(`sendCode answered ${sent.status}: ${sent.text}`);
  const code = await codeFor(outboxPath, mobile);
  const login = await call(loginVia, '/api/v1/userLoginBySMS', jsonBody('POST', { mobile, code }));
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${login.text}`);
  const data = (login.json as { data: { token: string; user: { id: number } } }).data;
  return { token: data.token, userId: data.user.id, mobile };
}

/**
 * Polls until `check` holds: the milliseconds from the call to the sending of the first request that saw it (the
 * time the change took to arrive, not the time a page took to render), or an error once `ms` have passed.
 */
export async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    const sent = performance.now() - started;
    if (sent > ms) throw new Error(`not within ${ms} ms`);
    if (await check()) return Math.round(sent);
    await sleep(25);
  }
}
