import 'server-only';
import { createHash } from 'node:crypto';

/** Inline scripts (no src) and their text, exactly as the browser hashes it. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The base64 SHA-256 of every inline script in a document, once each, in order. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) hashes.add(createHash('sha256').update(body!, 'utf8').digest('base64'));
  return [...hashes];
}

type StaticHtml = { toUnchunkedString?: () => string };
// A kept page is answered from one cached object until it is rendered again: hash it once.
const computed = new WeakMap<object, string[]>();

export function keptPageHashes(html: StaticHtml): string[] {
  let hashes = computed.get(html);
  if (!hashes) {
    hashes = inlineScriptHashes(html.toUnchunkedString!());
    computed.set(html, hashes);
  }
  return hashes;
}
