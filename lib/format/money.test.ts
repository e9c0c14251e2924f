import { describe, expect, it } from 'vitest';
import { formatPersianNumber, formatToman, formatTomanWithUnit, formatWalletEn } from './money';

// U+066C ARABIC THOUSANDS SEPARATOR, not a comma.
const SEP = '\u066c';

describe('formatToman', () => {
  it('uses Persian digits and U+066C separators', () => {
    expect(formatToman(1250000)).toBe(`۱${SEP}۲۵۰${SEP}۰۰۰`);
    expect(formatToman(999)).toBe('۹۹۹');
    expect(formatToman(0)).toBe('۰');
  });

  it('never prints decimals', () => {
    expect(formatToman(1000.4)).toBe(`۱${SEP}۰۰۰`);
  });
});

describe('formatTomanWithUnit', () => {
  it('appends the unit after a space', () => {
    expect(formatTomanWithUnit(1250000)).toBe(`۱${SEP}۲۵۰${SEP}۰۰۰ تومان`);
  });
});

describe('formatWalletEn', () => {
  it('uses en-US separators and Latin digits', () => {
    expect(formatWalletEn(1250000)).toBe('1,250,000');
    expect(formatWalletEn(0)).toBe('0');
  });
});

describe('formatPersianNumber', () => {
  // Intl is the reference: the direct path must print exactly what fa-IR does.
  const reference = (value: number, digits: number) => new Intl.NumberFormat('fa-IR', { maximumFractionDigits: digits }).format(value);

  it('matches Intl fa-IR for integers, fractions and roundings', () => {
    const values = [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 81_990_000, 1_234_567_890, 0.01, 0.5, 2.5, 18.75, 33.333, 99.995, 1000.4, 1000.5, 12_345.678];
    for (const value of values) {
      for (const digits of [0, 1, 2]) expect(formatPersianNumber(value, digits), `${value} / ${digits}`).toBe(reference(value, digits));
    }
  });

  it('leaves negative and huge values to Intl', () => {
    expect(formatPersianNumber(-1500)).toBe(reference(-1500, 0));
    expect(formatPersianNumber(Number.MAX_SAFE_INTEGER + 2)).toBe(reference(Number.MAX_SAFE_INTEGER + 2, 0));
  });
});
