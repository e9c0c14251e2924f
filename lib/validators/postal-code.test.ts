import { describe, expect, it } from 'vitest';
import { isValidPostalCode } from './postal-code';

describe('isValidPostalCode', () => {
  it('accepts exactly 10 digits in any digit set', () => {
    expect(isValidPostalCode('1234567890')).toBe(true);
    expect(isValidPostalCode('۱۲۳۴۵۶۷۸۹۰')).toBe(true);
    expect(isValidPostalCode('١٢٣٤٥-٦٧٨٩٠')).toBe(true);
  });

  it('rejects other lengths and non-digits', () => {
    expect(isValidPostalCode('')).toBe(false);
    expect(isValidPostalCode('123456789')).toBe(false);
    expect(isValidPostalCode('12345678901')).toBe(false);
    expect(isValidPostalCode('12345abcde')).toBe(false);
  });
});
