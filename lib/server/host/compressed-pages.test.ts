import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressedPages } from './compressed-pages';
import { preferredEncoding } from './accept-encoding';

// What Next does for a kept page: headers first, then the whole body in one end(), with an ETag naming it.
const page = `<!doctype html><html dir="rtl"><body>${'<p>گوشی موبایل</p>'.repeat(2000)}</body></html>`;
const kept = compressedPages(8 * 1024 * 1024);
const perRequest = compression();
let server: Server;
let base: string;

function next(req: IncomingMessage, res: ServerResponse) {
  if (req.url === '/kept') {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('ETag', '"abc123"');
    res.setHeader('Content-Length', Buffer.byteLength(page));
    res.end(page);
  } else {
    // A streamed render: several writes, no ETag.
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.write(page.slice(0, 5000));
    res.end(page.slice(5000));
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    perRequest(req as Parameters<typeof perRequest>[0], res as Parameters<typeof perRequest>[1], () => {
      kept.handle(req, res);
      next(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function get(path: string, acceptEncoding?: string) {
  // fetch would decompress by itself; the raw bytes show what went over the wire.
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(base + path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('kept pages compressed once', () => {
  it('compresses a kept page once per encoding and sends the same bytes to every later request', async () => {
    const before = kept.compressions;
    const first = await get('/kept', 'gzip, deflate, br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.body).toString()).toBe(page);
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(first.headers.etag).toBe('W/"abc123"');
    expect(first.headers.vary).toContain('Accept-Encoding');
    for (let i = 0; i < 5; i++) expect((await get('/kept', 'br')).body.equals(first.body)).toBe(true);
    const gzip = await get('/kept', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    expect(kept.compressions - before).toBe(2);
  });

  it('sends it as it is to a client that takes no compression', async () => {
    const plain = await get('/kept');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    expect(plain.headers.etag).toBe('"abc123"');
  });

  it('leaves streamed answers to per-request compression, which still compresses them', async () => {
    const before = kept.compressions;
    const streamed = await get('/streamed', 'gzip');
    expect(streamed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(streamed.body).toString()).toBe(page);
    expect(kept.compressions).toBe(before);
  });
});

describe('preferred encoding', () => {
  it('takes brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
