// Persian-aware search text (FA-NOTES "Search text"). Client-safe: the seed, the server search, the search box and
// the FAQ filter all normalise with this one function, so indexed text and queries always agree.

/** SPEC §9: suggestions from 2 characters, a full search from 3; longer queries are cut (issue 4). */
export const SUGGEST_MIN_LENGTH = 2;
export const SUBMIT_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 100;

const LETTERS: Record<string, string> = {
  'ي': 'ی',
  'ى': 'ی',
  'ك': 'ک',
  // An Arabic keyboard has no گ, پ, چ or ژ: its users type ك, ب, ج and ز for them ('سامسونك' for 'سامسونگ'), so
  // both sides fold to the letter they share and such a query ranks exactly as the Persian one (issue 20).
  'گ': 'ک',
  'پ': 'ب',
  'چ': 'ج',
  'ژ': 'ز',
  'ة': 'ه',
  'ۀ': 'ه',
  'ھ': 'ه',
  'أ': 'ا',
  'إ': 'ا',
  'آ': 'ا',
  'ٱ': 'ا',
};

const PERSIAN_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;

export function normalizeSearchText(input: string): string {
  return (
    input
      .replace(/[يىكگپچژةۀھأإآٱ]/g, (ch) => LETTERS[ch] ?? ch)
      .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - PERSIAN_ZERO))
      .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - ARABIC_ZERO))
      // Diacritics, superscript alef and tatweel carry no meaning for search.
      .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
      // ZWNJ/ZWJ are written or left out at will ("جی‌بی‌ال", "جی بی ال"); bidi marks are invisible.
      .replace(/[\u200c\u200d]/g, ' ')
      .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      // Punctuation and symbols separate words; folding them also keeps LIKE wildcards out of terms.
      .replace(/[\p{P}\p{S}]/gu, ' ')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The words of a query, normalised and cut to SEARCH_MAX_LENGTH characters of input. */
export function searchWords(query: string): string[] {
  const text = normalizeSearchText(query.slice(0, SEARCH_MAX_LENGTH));
  return text ? text.split(' ') : [];
}

/** Title, English title, brand, aliases… in one normalised string, duplicates dropped. */
export function buildSearchText(parts: readonly (string | null | undefined)[]): string {
  const seen = new Set<string>();
  for (const part of parts) {
    const text = part ? normalizeSearchText(part) : '';
    if (text) seen.add(text);
  }
  return [...seen].join(' ');
}
