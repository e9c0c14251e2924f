import Cookies from 'js-cookie';
import { z } from 'zod';
import { normalizeSearchText } from '@/lib/search/normalize';

/** SPEC §5/§9: at most 5, newest first, no duplicates, kept 365 days in a cookie. */
export const RECENT_COOKIE = 'recent_searches';
export const RECENT_MAX = 5;
export const RECENT_DAYS = 365;

const stored = z.array(z.string()).catch([]);

export function readRecent(): string[] {
  const raw = Cookies.get(RECENT_COOKIE);
  if (!raw) return [];
  try {
    return stored.parse(JSON.parse(raw)).slice(0, RECENT_MAX);
  } catch {
    return [];
  }
}

function write(terms: readonly string[]): string[] {
  const kept = terms.slice(0, RECENT_MAX);
  if (kept.length === 0) Cookies.remove(RECENT_COOKIE, { path: '/' });
  else Cookies.set(RECENT_COOKIE, JSON.stringify(kept), { expires: RECENT_DAYS, path: '/', sameSite: 'lax' });
  return kept;
}

/** Duplicates are judged by the normalised text ("آیفون" and "ايفون" are one search). */
const same = (a: string, b: string) => normalizeSearchText(a) === normalizeSearchText(b);

export function addRecent(term: string): string[] {
  const text = term.trim();
  if (!text) return readRecent();
  return write([text, ...readRecent().filter((t) => !same(t, text))]);
}

export function removeRecent(term: string): string[] {
  return write(readRecent().filter((t) => t !== term));
}

export function clearRecent(): string[] {
  return write([]);
}
