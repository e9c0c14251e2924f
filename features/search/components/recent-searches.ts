import Cookies from 'js-cookie';
import { normalizeSearchText } from '@/lib/search/normalize';

/** SPEC §5/§9: at most 5, newest first, no duplicates, kept 365 days in a cookie. */
export const RECENT_COOKIE = 'recent_searches';
export const RECENT_MAX = 5;
export const RECENT_DAYS = 365;

// A hand-written check: zod here would put its whole runtime into every page's bundle (the shell holds the search).
const isTermList = (value: unknown): value is string[] => Array.isArray(value) && value.every((t) => typeof t === 'string');

export function readRecent(): string[] {
  const raw = Cookies.get(RECENT_COOKIE);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return isTermList(parsed) ? parsed.slice(0, RECENT_MAX) : [];
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
