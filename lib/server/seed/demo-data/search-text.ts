import 'server-only';

// FA-NOTES "Search text". A shared normaliser (JS and SQL) will replace this one.
const LETTERS: Record<string, string> = {
  'ي': 'ی',
  'ك': 'ک',
  'ة': 'ه',
  'ۀ': 'ه',
  'ھ': 'ه',
  'أ': 'ا',
  'إ': 'ا',
  'آ': 'ا',
  'ٱ': 'ا',
};

export function normaliseSearchText(input: string): string {
  return input
    .replace(/[يكةۀھأإآٱ]/g, (ch) => LETTERS[ch] ?? ch)
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/\u200c/g, ' ')
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Title, English title, brand and its aliases in one normalised string, duplicates dropped. */
export function buildSearchText(parts: readonly (string | null | undefined)[]): string {
  const seen = new Set<string>();
  for (const part of parts) {
    const text = part ? normaliseSearchText(part) : '';
    if (text) seen.add(text);
  }
  return [...seen].join(' ');
}
