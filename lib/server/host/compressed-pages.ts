import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { preferredEncoding, type Encoding } from './accept-encoding';

const compress: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
  // Once per page version, so a quality well above the 4 of per-request compression.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
};

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

function weak(etag: string): string {
  return etag.startsWith('W/') ? etag : `W/${etag}`;
}

export type CompressedPages = {
  /** Before the response is written: takes over its end() when the whole body comes at once with an ETag. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** How many bodies were compressed (the rest came from memory), for tests and the bench. */
  readonly compressions: number;
};

/**
 * Kept pages compressed once (issue 26): Next sends a kept page whole, in one end(), with an ETag that names its
 * bytes. The gzip or brotli copy of those bytes is made the first time and kept (COMPRESSED_PAGES_MAX_MB, least
 * recently used out), so each later request costs no compression at all. Everything else (streamed renders, API
 * answers without an ETag) is left to per-request compression, the `compression` middleware this wraps.
 */
export function compressedPages(maxBytes: number): CompressedPages {
  const kept = new LRUCache<string, Buffer>({ maxSize: maxBytes, maxEntrySize: maxBytes / 8, sizeCalculation: (b) => b.length });
  const making = new Map<string, Promise<Buffer>>();
  let compressions = 0;

  function compressOnce(key: string, body: Buffer, encoding: Encoding): Promise<Buffer> {
    let pending = making.get(key);
    if (!pending) {
      compressions++;
      pending = compress[encoding](body).finally(() => making.delete(key));
      pending.then((bytes) => kept.set(key, bytes)).catch(() => undefined);
      making.set(key, pending);
    }
    return pending;
  }

  return {
    get compressions() {
      return compressions;
    },
    handle(req, res) {
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      if (!encoding || req.method !== 'GET') return;
      // Node's overloads of end() (chunk, encoding, callback in any arrangement) as one loose signature.
      const end = res.end as unknown as (this: ServerResponse, chunk?: unknown, encoding?: unknown, done?: unknown) => ServerResponse;
      const write = res.write;
      let written = false;
      res.write = function (this: ServerResponse, ...args: Parameters<ServerResponse['write']>) {
        written = true;
        return write.apply(this, args);
      } as ServerResponse['write'];
      res.end = function (this: ServerResponse, chunk?: unknown, encodingOrDone?: unknown, done?: unknown) {
        const etag = res.getHeader('etag');
        const type = String(res.getHeader('content-type') ?? '');
        const eligible =
          !written &&
          !res.headersSent &&
          res.statusCode === 200 &&
          typeof etag === 'string' &&
          (typeof chunk === 'string' || Buffer.isBuffer(chunk)) &&
          chunk.length >= MIN_BYTES &&
          !res.getHeader('content-encoding') &&
          !/no-transform/.test(String(res.getHeader('cache-control') ?? '')) &&
          COMPRESSIBLE.test(type);
        if (!eligible) return end.call(this, chunk, encodingOrDone, done);
        const callback = typeof encodingOrDone === 'function' ? encodingOrDone : done;
        const send = (compressed: Buffer) => {
          res.setHeader('Content-Encoding', encoding);
          res.setHeader('Content-Length', compressed.length);
          res.setHeader('ETag', weak(etag));
          return end.call(this, compressed, callback);
        };
        const key = `${encoding}|${etag}`;
        const hit = kept.get(key);
        // The common case, a page already compressed: nothing is converted, compressed or awaited.
        if (hit) return send(hit);
        const body = typeof chunk === 'string' ? Buffer.from(chunk, typeof encodingOrDone === 'string' ? (encodingOrDone as BufferEncoding) : 'utf8') : chunk;
        compressOnce(key, body, encoding).then(
          (compressed) => {
            if (!res.destroyed) send(compressed);
          },
          () => end.call(this, body, callback),
        );
        return this;
      } as ServerResponse['end'];
    },
  };
}
