import 'server-only';
import { createHash } from 'node:crypto';
import { etagOf } from '../etag';

/** Inline scripts (no src) and their text, exactly as the browser hashes it. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The base64 SHA-256 of every inline script in a document, once each, in order. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) hashes.add(createHash('sha256').update(body!, 'utf8').digest('base64'));
  return [...hashes];
}

/** What a kept page's cache entry holds (Next's APP_PAGE value): the document and the flight data of one render. */
export type KeptPage = { html: { toUnchunkedString?: () => string }; rscData?: Buffer };

export type KeptPageFacts = {
  /** The inline scripts' hashes, for the page's Content-Security-Policy (it has no nonce of the response). */
  scriptHashes: string[];
  /** The document's ETag, and the flight data's (a client navigation's answer): never the same, as neither are their compressed copies. */
  documentEtag: string;
  flightEtag: string | null;
};

// Next wraps the kept document in a new object on every request, but hands over the render's flight data as kept:
// that buffer names one version of the page, and its facts go with it when the page store drops it.
const known = new WeakMap<Buffer, KeptPageFacts>();

function factsOf(page: KeptPage): KeptPageFacts {
  const html = page.html.toUnchunkedString?.() ?? '';
  return { scriptHashes: inlineScriptHashes(html), documentEtag: etagOf(html), flightEtag: page.rscData ? etagOf(page.rscData) : null };
}

/**
 * What serving a kept page needs to know of it, worked out once per version: Next's own ETag (generateEtags, off in
 * next.config.ts) hashed the whole document in JavaScript on every request, and scanning it for inline scripts cost
 * as much again, together about a third of a kept page's serving time (docs/performance.md).
 */
export function keptPageFacts(page: KeptPage): KeptPageFacts {
  if (!page.rscData) return factsOf(page);
  let facts = known.get(page.rscData);
  if (!facts) {
    facts = factsOf(page);
    known.set(page.rscData, facts);
  }
  return facts;
}
