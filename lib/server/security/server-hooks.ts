import 'server-only';
import { randomFillSync } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { apiMessages } from '../api/messages';
import { env } from '../env';
import { logger } from '../log/logger';
import { baseSecurityHeaders, NO_CONTENT_POLICY, pagePolicy, type PageSources } from './headers';
import { keptPageFacts } from './kept-page-facts';
import { matchesEtag } from '../etag';
import { currentPageSources, loadPageSources } from './page-sources';
import { withPeerAddress } from './peer-address';

/**
 * Hooks on Node's HTTP server, installed by instrumentation.ts before Next handles a request, for what Next does
 * not expose to the app: the socket's peer address (a route handler gets a Request without it), the answer to
 * headers too large to parse (Node's own is an empty 431), and headers on every answer, including the kept pages'
 * Content-Security-Policy computed from the page itself (docs/security.md "Kept pages").
 */

const holder = globalThis as unknown as { __vitrinServerHooks?: boolean };

/** Next's request metadata, where a platform may ask to see every cache entry a page answers with. */
const NEXT_REQUEST_META = Symbol.for('NextInternalRequestMeta');
type CacheEntry = {
  value?: { kind?: string; html?: { isDynamic?: boolean; toUnchunkedString?: () => string }; rscData?: Buffer } | null;
  cacheControl?: { revalidate?: number | false; expire?: number };
};
type RequestWithMeta = IncomingMessage & { [NEXT_REQUEST_META]?: Record<string, unknown> };

// Every request of a page needs 16 fresh random bytes: drawn 4 KB at a time, a draw per request costs far more.
const pool = Buffer.alloc(4096);
let poolAt = pool.length;
function freshNonce(): string {
  if (poolAt + 16 > pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  poolAt += 16;
  return pool.toString('base64', poolAt - 16, poolAt);
}

// The policy around the nonce is the same until the sources change: built once per sources, joined per request.
const NONCE_MARK = '\u0000';
const templates = new WeakMap<PageSources, [string, string]>();
function noncePolicy(sources: PageSources, nonce: string): string {
  let template = templates.get(sources);
  if (!template) {
    const [head, tail] = pagePolicy(sources, { nonce: NONCE_MARK }).split(NONCE_MARK) as [string, string];
    template = [head, tail];
    templates.set(sources, template);
  }
  return template[0] + nonce + template[1];
}

/** Pages get a policy; Next's own files and the API (which sets its own) get the one that allows nothing. */
const isPagePath = (url: string) => !url.startsWith('/_next/') && !url.startsWith('/api/') && url !== '/api';

/**
 * The API reference's page (/api/docs) runs scripts from this origin under a policy of its own. Next never replaces
 * a header that is already set, so the hook leaves this one path's policy to the API, which sets one on every answer.
 */
const keepsApiPolicy = (url: string) => url === '/api/docs' || url.startsWith('/api/docs?');

function prepare(req: RequestWithMeta, res: ServerResponse, base: Record<string, string>): void {
  for (const [name, value] of Object.entries(base)) res.setHeader(name, value);
  // Next takes a page's nonce from the request's policy: only ours may be there, never one the client sent.
  delete req.headers['content-security-policy'];
  delete req.headers['content-security-policy-report-only'];
  const sources = currentPageSources();
  if (!sources || !isPagePath(req.url ?? '/')) {
    if (!keepsApiPolicy(req.url ?? '/')) res.setHeader('Content-Security-Policy', NO_CONTENT_POLICY);
    return;
  }
  const policy = noncePolicy(sources, freshNonce());
  req.headers['content-security-policy'] = policy;
  res.setHeader('Content-Security-Policy', policy);
  // A kept page was rendered once for everyone, so it has no nonce of this response: allow its inline scripts by hash.
  const meta = (req[NEXT_REQUEST_META] ??= {});
  meta.onCacheEntry = (entry: CacheEntry) => {
    const html = entry.value?.kind === 'APP_PAGE' ? entry.value.html : undefined;
    if (html && html.isDynamic === false && html.toUnchunkedString && !res.headersSent) {
      const facts = keptPageFacts({ html, rscData: entry.value?.rscData });
      res.setHeader('Content-Security-Policy', pagePolicy(sources, { hashes: facts.scriptHashes }));
      // A client navigation (Next's RSC request) is answered with the entry's flight data, when it has some.
      const etag = meta.isRSCRequest === true && facts.flightEtag ? facts.flightEtag : facts.documentEtag;
      return answerKept(req, res, etag, entry.cacheControl);
    }
    return false;
  };
}

/**
 * Tags a kept answer with its ETag (Next's own is off: next.config.ts `generateEtags`) and answers 304 when the
 * client holds that copy; true tells Next the answer is sent.
 */
function answerKept(req: IncomingMessage, res: ServerResponse, etag: string, cacheControl: CacheEntry['cacheControl']): boolean {
  res.setHeader('ETag', etag);
  if (!matchesEtag(req.headers['if-none-match'], etag)) return false;
  const { revalidate, expire } = cacheControl ?? {};
  if (typeof revalidate === 'number' && revalidate > 0) {
    const stale = expire !== undefined && revalidate < expire ? `, stale-while-revalidate=${expire - revalidate}` : '';
    res.setHeader('Cache-Control', `s-maxage=${revalidate}${stale}`);
  }
  res.statusCode = 304;
  res.end();
  return true;
}

function tooLarge(socket: Duplex): void {
  const body = JSON.stringify({ message: apiMessages.requestTooLarge });
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
    ...baseSecurityHeaders(env().SITE_URL),
    'Content-Security-Policy': NO_CONTENT_POLICY,
  };
  const head = Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\r\n');
  socket.end(`HTTP/1.1 431 Request Header Fields Too Large\r\n${head}\r\n\r\n${body}`);
}

/** Patches http.Server once per process; every server Next starts afterwards (and before) goes through it. */
export async function installServerHooks(): Promise<void> {
  if (holder.__vitrinServerHooks) return;
  holder.__vitrinServerHooks = true;
  await loadPageSources();
  const base = baseSecurityHeaders(env().SITE_URL);
  const emit = http.Server.prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [req, res] = args as [RequestWithMeta, ServerResponse];
      prepare(req, res, base);
      return withPeerAddress(req.socket.remoteAddress, () => emit.call(this, event, ...args));
    }
    if (event === 'clientError') {
      const [error, socket] = args as [NodeJS.ErrnoException, Duplex & { bytesWritten?: number }];
      if (error.code === 'HPE_HEADER_OVERFLOW' && socket.writable && !socket.bytesWritten) {
        logger().warn({ status: 431, code: error.code }, 'refused: request headers or URL over the size limit');
        tooLarge(socket);
        return true;
      }
    }
    return emit.call(this, event, ...args);
  };
}
