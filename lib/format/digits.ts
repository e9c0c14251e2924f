const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;

export function toLatinDigits(s: string): string {
  return s.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';

// A plain loop: prices and countdowns call this hundreds of times while a page hydrates,
// and a regex with a callback per digit showed up in its profile.
export function toPersianDigits(input: string | number): string {
  const s = String(input);
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i) - 48;
    out += code >= 0 && code <= 9 ? PERSIAN[code] : s[i];
  }
  return out;
}

// Codes typed or pasted into RTL fields arrive with Persian digits, spaces,
// dashes and invisible bidi marks (ZWNJ, LRM, RLM); validators see only the digits.
export function compactDigitInput(input: string): string {
  return toLatinDigits(input).replace(/[\s\-\u2010-\u2015\u200c-\u200f]/g, '');
}
