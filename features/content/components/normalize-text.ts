// FA-NOTES "Search text": the same letter typed on an Arabic keyboard must still match.
const LETTERS: Record<string, string> = { 'ي': 'ی', 'ى': 'ی', 'ك': 'ک', 'ة': 'ه', 'ۀ': 'ه', 'أ': 'ا', 'إ': 'ا', 'آ': 'ا' };

/** For matching only: folds letter variants, digits, ZWNJ, diacritics and case. */
export function normalizeForMatch(input: string): string {
  return input
    .replace(/[يىكةۀأإآ]/g, (ch) => LETTERS[ch] ?? ch)
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/\u200c/g, ' ')
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
