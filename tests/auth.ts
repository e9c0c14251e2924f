import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';
import { z } from 'zod';
import { loginAnswerSchema, type LoginAnswer } from '@/lib/contracts/auth';
import { envelope } from '@/lib/contracts/envelope';
import { setSmsProvider } from '@/lib/server/providers/sms/create-sms-provider';
import { logSmsProvider } from '@/lib/server/providers/sms/log-provider';
import { callApi } from './api';

// Each test file gets its own outbox, written by the real log provider, so parallel files never read each other's codes.
export const outboxPath = path.join(os.tmpdir(), `vitrin-outbox-${process.pid}-${randomInt(1e9)}.jsonl`);
setSmsProvider(logSmsProvider(outboxPath));

const outboxLine = z.object({ mobile: z.string(), code: z.string(), voice: z.boolean(), purpose: z.enum(['login', 'reset']) });
export type OutboxLine = z.infer<typeof outboxLine>;

async function outboxLines(): Promise<Record<string, unknown>[]> {
  const text = await readFile(outboxPath, 'utf8').catch(() => '');
  return text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The one-time codes sent so far. */
export async function outbox(): Promise<OutboxLine[]> {
  return (await outboxLines()).filter((l) => 'code' in l).map((l) => outboxLine.parse(l));
}

const textLine = z.object({ mobile: z.string(), text: z.string(), kind: z.enum(['pay-link', 'instalment-reminder', 'product-alert']) });

/** The plain texts (payment links, reminders) sent to a number so far. */
export async function textsTo(mobile: string): Promise<z.infer<typeof textLine>[]> {
  return (await outboxLines()).filter((l) => 'text' in l && l.mobile === mobile).map((l) => textLine.parse(l));
}

export async function lastMessageTo(mobile: string): Promise<OutboxLine | undefined> {
  return (await outbox()).filter((m) => m.mobile === mobile).at(-1);
}

let counter = randomInt(1_000_000);
/** A number no other test in the file has used. */
export const freshMobile = () => `0912${String(counter++ % 10_000_000).padStart(7, '0')}`;
export const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A national code passing the SPEC §5 checksum. */
export function validNationalCode(): string {
  for (;;) {
    const body = Array.from({ length: 9 }, () => randomInt(10)).join('');
    if (body.slice(3, 9) === '000000') continue;
    let sum = 0;
    for (let i = 0; i < 9; i++) sum += Number(body[i]) * (10 - i);
    const r = sum % 11;
    const code = body + String(r < 2 ? r : 11 - r);
    if (!/^(\d)\1{9}$/.test(code)) return code;
  }
}

export const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp(), ...headers },
  body: JSON.stringify(body),
});

export function multipart(method: string, fields: Record<string, string>, token?: string): RequestInit {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return { method, body, headers: { 'X-Forwarded-For': freshIp(), ...(token ? { Authorization: `Bearer ${token}` } : {}) } };
}

export const bearer = (token: string): RequestInit => ({ headers: { Authorization: `Bearer ${token}` } });

export async function sendCode(mobile: string, ip = freshIp(), isVoiceCall?: boolean) {
  return callApi('/v1/sendCode', json({ mobile, ...(isVoiceCall === undefined ? {} : { isVoiceCall }) }, { 'X-Forwarded-For': ip }));
}

/** Sends a code, reads it from the outbox and logs in with it. */
export async function loginWithCode(mobile = freshMobile()): Promise<LoginAnswer> {
  const sent = await sendCode(mobile);
  if (sent.status !== 200) throw new Error(`sendCode answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  const { code } = (await lastMessageTo(mobile))!;
  const res = await callApi('/v1/userLoginBySMS', json({ mobile, code }));
  if (res.status !== 200) throw new Error(`userLoginBySMS answered ${res.status}: ${JSON.stringify(res.body)}`);
  return envelope(loginAnswerSchema).parse(res.body).data;
}

/** Moves the clock the server reads past a resend window (Date only: the database and timers keep running). */
export function travel(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}
