import { describe, expect, it } from 'vitest';
import { formatToman, formatTomanWithUnit, formatWalletEn } from './money';

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
