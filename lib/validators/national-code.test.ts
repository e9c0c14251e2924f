import { describe, expect, it } from 'vitest';
import { toPersianDigits } from '../format/digits';
import { isValidNationalCode, normalizeNationalCode } from './national-code';

// Completes nine digits with the SPEC §5 check digit, independently of the code under test.
function withCheckDigit(nine: string): string {
  const sum = [...nine].reduce((acc, digit, i) => acc + Number(digit) * (10 - i), 0);
  const remainder = sum % 11;
  return nine + String(remainder < 2 ? remainder : 11 - remainder);
}

const VALID = withCheckDigit('001234567');

describe('isValidNationalCode', () => {
  it('accepts checksum-valid codes', () => {
    expect(VALID).toBe('0012345679');
    expect(isValidNationalCode(VALID)).toBe(true);
    expect(isValidNationalCode(withCheckDigit('123456789'))).toBe(true);
    expect(isValidNationalCode(withCheckDigit('431987650'))).toBe(true);
  });

  it('accepts Persian and Arabic-Indic digits and separators', () => {
    expect(isValidNationalCode(toPersianDigits(VALID))).toBe(true);
    expect(isValidNationalCode('٠٠١٢٣٤٥٦٧٩')).toBe(true);
    expect(isValidNationalCode(' 001-234567-9 ')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidNationalCode('0012345670')).toBe(false);
    expect(isValidNationalCode('0012345678')).toBe(false);
  });

  it('rejects zeros, zero middles and repeated digits', () => {
    expect(isValidNationalCode('0000000000')).toBe(false);
    expect(isValidNationalCode(withCheckDigit('123000000'))).toBe(false);
    expect(isValidNationalCode('1111111111')).toBe(false);
    expect(isValidNationalCode('۲۲۲۲۲۲۲۲۲۲')).toBe(false);
  });

  it('rejects wrong lengths and letters', () => {
    expect(isValidNationalCode('')).toBe(false);
    expect(isValidNationalCode('1234567')).toBe(false);
    expect(isValidNationalCode('00123456790')).toBe(false);
    expect(isValidNationalCode('00123a5679')).toBe(false);
  });
});

describe('normalizeNationalCode', () => {
  it('left-pads 8 and 9 digit codes to 10', () => {
    expect(normalizeNationalCode('12345679')).toBe('0012345679');
    expect(normalizeNationalCode('۰۱۲۳۴۵۶۷۹')).toBe('0012345679');
  });

  it('returns null for an invalid code', () => {
    expect(normalizeNationalCode('0012345670')).toBeNull();
  });
});
