import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kavenegarProvider } from './kavenegar';
import { logSmsProvider } from './log-provider';
import { smsIrProvider } from './smsir';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

/** A local stand-in for the gateways: records each request and answers what the test queued. */
let server: Server;
let baseUrl: string;
const seen: Seen[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

describe('kavenegar adapter (verify/lookup)', () => {
  const provider = () => kavenegarProvider({ apiKey: 'KEY-123', template: 'vitrin-otp', baseUrl });

  it('posts the receptor, token and template, with type=call for a voice call', async () => {
    reply = { status: 200, body: { return: { status: 200, message: 'تایید شد' }, entries: [{ messageid: 1 }] } };
    await provider().sendOtp({ mobile: '09121234567', code: '0427', voice: false, purpose: 'login' });
    await provider().sendOtp({ mobile: '09121234567', code: '9999', voice: true, purpose: 'reset' });
    expect(seen.map((s) => [s.method, s.url])).toEqual([
      ['POST', '/v1/KEY-123/verify/lookup.json'],
      ['POST', '/v1/KEY-123/verify/lookup.json'],
    ]);
    expect(Object.fromEntries(new URLSearchParams(seen[0]!.body))).toEqual({ receptor: '09121234567', token: '0427', template: 'vitrin-otp', type: 'sms' });
    expect(new URLSearchParams(seen[1]!.body).get('type')).toBe('call');
  });

  it('sends a text through sms/send', async () => {
    reply = { status: 200, body: { return: { status: 200, message: 'تایید شد' }, entries: [{ messageid: 2 }] } };
    await provider().sendText({ mobile: '09121234567', text: 'پرداخت سفارش ۱۲: https://shop.example/pay?t=abc', kind: 'pay-link' });
    expect(seen.map((s) => [s.method, s.url])).toEqual([['POST', '/v1/KEY-123/sms/send.json']]);
    expect(Object.fromEntries(new URLSearchParams(seen[0]!.body))).toEqual({ receptor: '09121234567', message: 'پرداخت سفارش ۱۲: https://shop.example/pay?t=abc' });
  });

  it('throws when the gateway refuses', async () => {
    reply = { status: 418, body: { return: { status: 418, message: 'اعتبار کافی نیست' }, entries: null } };
    await expect(provider().sendOtp({ mobile: '09121234567', code: '1111', voice: false, purpose: 'login' })).rejects.toThrow(/418/);
  });
});

describe('sms.ir adapter (send/verify)', () => {
  const provider = () => smsIrProvider({ apiKey: 'IR-KEY', templateId: '123456', baseUrl });

  it('posts the mobile, template and CODE parameter with the API key header', async () => {
    reply = { status: 200, body: { status: 1, message: 'موفق', data: { messageId: 5, cost: 1 } } };
    await provider().sendOtp({ mobile: '09121234567', code: '0427', voice: true, purpose: 'login' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v1/send/verify', headers: { 'x-api-key': 'IR-KEY' } });
    expect(JSON.parse(seen[0]!.body)).toEqual({ mobile: '09121234567', templateId: 123456, parameters: [{ name: 'CODE', value: '0427' }] });
  });

  it('sends a text through send/bulk on the configured line, and refuses without one', async () => {
    reply = { status: 200, body: { status: 1, message: 'موفق', data: { packId: 'x', messageIds: [7], cost: 1 } } };
    await smsIrProvider({ apiKey: 'IR-KEY', templateId: '1', baseUrl, lineNumber: '30007732' }).sendText({ mobile: '09121234567', text: 'سلام', kind: 'pay-link' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v1/send/bulk', headers: { 'x-api-key': 'IR-KEY' } });
    expect(JSON.parse(seen[0]!.body)).toEqual({ lineNumber: 30007732, messageText: 'سلام', mobiles: ['09121234567'] });
    await expect(provider().sendText({ mobile: '09121234567', text: 'سلام', kind: 'pay-link' })).rejects.toThrow(/SMSIR_LINE_NUMBER/);
  });

  it('throws on a refused message or an unreadable answer', async () => {
    reply = { status: 400, body: { status: 0, message: 'قالب نامعتبر', data: null } };
    await expect(provider().sendOtp({ mobile: '09121234567', code: '1', voice: false, purpose: 'login' })).rejects.toThrow(/sms.ir/);
    reply = { status: 200, body: 'oops' };
    await expect(provider().sendOtp({ mobile: '09121234567', code: '1', voice: false, purpose: 'login' })).rejects.toThrow(/sms.ir/);
  });
});

describe('log adapter', () => {
  it('appends one JSON line per message to the outbox', async () => {
    const file = path.join(os.tmpdir(), `vitrin-outbox-test-${Date.now()}`, 'nested', 'outbox.jsonl');
    await logSmsProvider(file).sendOtp({ mobile: '09121234567', code: '0427', voice: false, purpose: 'login' });
    await logSmsProvider(file).sendOtp({ mobile: '09127654321', code: '1234', voice: true, purpose: 'reset' });
    await logSmsProvider(file).sendText({ mobile: '09127654321', text: 'لینک پرداخت', kind: 'pay-link' });
    const lines = (await readFile(file, 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toEqual([
      { at: expect.any(String), mobile: '09121234567', code: '0427', voice: false, purpose: 'login' },
      { at: expect.any(String), mobile: '09127654321', code: '1234', voice: true, purpose: 'reset' },
      { at: expect.any(String), mobile: '09127654321', text: 'لینک پرداخت', kind: 'pay-link' },
    ]);
    await rm(path.dirname(path.dirname(file)), { recursive: true });
  });
});
