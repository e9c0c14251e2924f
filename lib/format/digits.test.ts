import { describe, expect, it } from 'vitest';
import { compactDigitInput, toLatinDigits, toPersianDigits } from './digits';

describe('toLatinDigits', () => {
  it('converts Persian and Arabic-Indic digits', () => {
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });

  it('leaves other characters alone', () => {
    expect(toLatinDigits('کد ۱۲۳ و 45 و ٦٧')).toBe('کد 123 و 45 و 67');
  });
});

describe('toPersianDigits', () => {
  it('converts ASCII digits in strings and numbers', () => {
    expect(toPersianDigits('0123456789')).toBe('۰۱۲۳۴۵۶۷۸۹');
    expect(toPersianDigits(1404)).toBe('۱۴۰۴');
    expect(toPersianDigits('۳ از 5')).toBe('۳ از ۵');
  });
});

describe('compactDigitInput', () => {
  it('drops spaces, dashes and bidi marks after converting digits', () => {
    expect(compactDigitInput(' ۰۹۱۲-۳۴۵\u00a0۶۷\u200e۸۹ ')).toBe('09123456789');
  });
});
