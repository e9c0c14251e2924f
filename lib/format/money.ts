// One instance per locale: constructing Intl formatters is costly and prices render in long lists.
// Toman amounts are integers; maximumFractionDigits: 0 keeps a stray float from printing decimals.
const persianNumber = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0 });
const latinNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export const TOMAN_UNIT = 'تومان';

export function formatToman(amount: number): string {
  return persianNumber.format(amount);
}

export function formatTomanWithUnit(amount: number): string {
  return `${formatToman(amount)} ${TOMAN_UNIT}`;
}

// SPEC §9: the header wallet uses en-US separators; render it inside <bdi> or dir="ltr".
export function formatWalletEn(amount: number): string {
  return latinNumber.format(amount);
}
