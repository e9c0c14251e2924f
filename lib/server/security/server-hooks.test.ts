import { createHash } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { peerAddress } from './peer-address';
import { logger } from '../log/logger';
import { installServerHooks } from './server-hooks';

type Seen = { peer?: string; requestPolicy?: string };
let server: http.Server;
let port: number;
const seen: Seen[] = [];
const API_OWN_POLICY = "default-src 'none'; script-src 'self'";
let keptFlight = Buffer.from('0:["$","div",null,{}]');
let documentReads = 0;
let keptHtml = '<html><head><script>self.__next_f=[]</script></head><body><script src="/_next/static/a.js"></script><script>go(1)</script></body></html>';

beforeAll(async () => {
  await installServerHooks();
  server = http.createServer((req, res) => {
    seen.push({ peer: peerAddress(), requestPolicy: req.headers['content-security-policy'] as string | undefined });
    // What Next does when it answers with a kept page: it hands the platform the cache entry first.
    if (req.url === '/kept') {
      const meta = (req as unknown as Record<symbol, { onCacheEntry: (e: unknown) => unknown; isRSCRequest?: boolean }>)[Symbol.for('NextInternalRequestMeta')]!;
      meta.isRSCRequest = req.headers.rsc === '1';
      // Next wraps the kept document anew for every request, and hands over the kept flight data as it is.
      const html = { isDynamic: false, toUnchunkedString: () => (documentReads++, keptHtml) };
      const entry = { value: { kind: 'APP_PAGE', html, rscData: keptFlight }, cacheControl: { revalidate: 30, expire: 60 } };
      if (meta.onCacheEntry(entry) === true) return;
    }
    // What Next does with a route handler's headers: it never replaces one already set (send-response.js).
    if (req.url?.startsWith('/api/') && !res.hasHeader('content-security-policy')) res.setHeader('Content-Security-Policy', API_OWN_POLICY);
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${port}${path}`, { headers });
const policyOf = (res: Response) => res.headers.get('content-security-policy') ?? '';
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the HTTP server hooks', () => {
  it('puts the security headers on every answer and a fresh nonce into the page’s policy, for Next and for the browser', async () => {
    const a = await get('/');
    const b = await get('/products/1/x');
    for (const res of [a, b]) {
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(policyOf(res)).toContain("frame-ancestors 'none'");
      expect(policyOf(res)).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
      expect(policyOf(res).split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
    }
    expect(policyOf(a)).not.toBe(policyOf(b));
    expect(seen.at(-2)!.requestPolicy).toBe(policyOf(a));
  });

  it('never lets a client choose the nonce Next renders with', async () => {
    await get('/', { 'Content-Security-Policy': "script-src 'nonce-attacker'" });
    expect(seen.at(-1)!.requestPolicy).not.toContain('attacker');
  });

  it('knows the socket’s peer address while the request is handled', async () => {
    await get('/', { 'X-Forwarded-For': '198.51.100.1' });
    expect(seen.at(-1)!.peer).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it('allows a kept page’s inline scripts by their hashes instead of a nonce it cannot carry', async () => {
    const policy = policyOf(await get('/kept'));
    expect(policy).toContain(sha('self.__next_f=[]'));
    expect(policy).toContain(sha('go(1)'));
    expect(policy).not.toContain("'nonce-");
    expect(policy.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
  });

  it('tags a kept page and its flight data with their own ETags, worked out once per version, and answers 304 to a copy held', async () => {
    const first = await get('/kept');
    const document = first.headers.get('etag')!;
    const flight = (await get('/kept', { rsc: '1' })).headers.get('etag')!;
    expect(document).toMatch(/^"[\w-]{27}"$/);
    expect(flight).toMatch(/^"[\w-]{27}"$/);
    expect(flight).not.toBe(document);

    const reads = documentReads;
    const held = await get('/kept', { 'if-none-match': `W/${document}` });
    expect(held.status).toBe(304);
    expect(await held.text()).toBe('');
    expect(held.headers.get('cache-control')).toBe('s-maxage=30, stale-while-revalidate=30');
    expect((await get('/kept', { rsc: '1', 'if-none-match': flight })).status).toBe(304);
    // The document answered with the flight data's ETag is another representation: sent whole.
    expect((await get('/kept', { 'if-none-match': flight })).status).toBe(200);
    expect(documentReads).toBe(reads);

    // A new render: its document and flight data both change.
    keptFlight = Buffer.from('0:["$","div",null,{"v":2}]');
    keptHtml = keptHtml.replace('go(1)', 'go(2)');
    const next = await get('/kept', { 'if-none-match': document });
    expect(next.status).toBe(200);
    expect(next.headers.get('etag')).not.toBe(document);
    expect(documentReads).toBe(reads + 1);
  });

  it('gives Next’s files and the API the policy that allows nothing', async () => {
    expect(policyOf(await get('/_next/static/chunks/a.js'))).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    expect(policyOf(await get('/api/public/getStaticsData'))).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  });

  it('leaves the API reference’s page its own policy', async () => {
    expect(policyOf(await get('/api/docs'))).toBe(API_OWN_POLICY);
    expect(policyOf(await get('/api/docs/assets/start.js'))).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  });

  it('answers request headers too large to read with the API’s JSON error instead of an empty 431, and logs one line', async () => {
    const warn = vi.spyOn(logger(), 'warn').mockImplementation(() => {});
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET /api/shop/products?search=${'a'.repeat(1_000_000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString('utf8')));
      socket.on('end', () => resolve(data));
      socket.on('error', (err) => (data ? resolve(data) : reject(err)));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(raw).toMatch(/content-type: application\/json/i);
    expect(raw).toMatch(/x-frame-options: DENY/i);
    expect(raw.split('\r\n\r\n')[1]).toBe(JSON.stringify({ message: 'نشانی یا سرآیندهای درخواست بیش از حد طولانی است' }));
    expect(warn.mock.calls).toEqual([[{ status: 431, code: 'HPE_HEADER_OVERFLOW' }, 'refused: request headers or URL over the size limit']]);
    warn.mockRestore();
  });
});
