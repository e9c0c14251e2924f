import { toPersianDigits } from './digits';

/** U+066C, the separator fa-IR groups thousands with. */
const PERSIAN_THOUSANDS = '\u066c';
/** U+066B, fa-IR's decimal separator. */
const PERSIAN_DECIMAL = '\u066b';

// Formatters are built on first use only: creating a page's first Intl formatter of any locale loads ICU data, a
// long task (13–20 ms here) while the page hydrates. Amounts that are not plain non-negative integers come here.
let persianFormats: Map<number, Intl.NumberFormat> | undefined;
function intlPersian(value: number, maxFractionDigits: number): string {
  persianFormats ??= new Map();
  let format = persianFormats.get(maxFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: maxFractionDigits });
    persianFormats.set(maxFractionDigits, format);
  }
  return format.format(value);
}

/**
 * A number as fa-IR prints it (Persian digits, U+066C between thousands, U+066B before decimals), rounded to
 * `maxFractionDigits`. Non-negative amounts are written here directly; negative ones go through Intl for its
 * sign and direction marks.
 */
export function formatPersianNumber(value: number, maxFractionDigits = 0): string {
  const scale = 10 ** maxFractionDigits;
  const scaled = Math.round(value * scale);
  if (!Number.isFinite(value) || value < 0 || scaled >= Number.MAX_SAFE_INTEGER) return intlPersian(value, maxFractionDigits);
  const whole = String(Math.floor(scaled / scale));
  let grouped = '';
  for (let i = 0; i < whole.length; i++) {
    if (i > 0 && (whole.length - i) % 3 === 0) grouped += PERSIAN_THOUSANDS;
    grouped += whole[i];
  }
  const fraction = maxFractionDigits > 0 ? String(scaled % scale).padStart(maxFractionDigits, '0').replace(/0+$/, '') : '';
  return toPersianDigits(fraction ? `${grouped}${PERSIAN_DECIMAL}${fraction}` : grouped);
}

export const TOMAN_UNIT = 'تومان';

export function formatToman(amount: number): string {
  return formatPersianNumber(amount);
}

export function formatTomanWithUnit(amount: number): string {
  return `${formatToman(amount)} ${TOMAN_UNIT}`;
}

let latinNumber: Intl.NumberFormat | undefined;

// SPEC §9: the header wallet uses en-US separators; render it inside <bdi> or dir="ltr".
export function formatWalletEn(amount: number): string {
  // Toman amounts are integers; maximumFractionDigits: 0 keeps a stray float from printing decimals.
  latinNumber ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return latinNumber.format(amount);
}
