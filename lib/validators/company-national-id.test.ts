import { describe, expect, it } from 'vitest';
import { normalizeCompanyNationalId } from './company-national-id';

describe('company national ID', () => {
  it('accepts a checksum-valid ID in any digits and gives it back in Latin digits', () => {
    expect(normalizeCompanyNationalId('10380284790')).toBe('10380284790');
    expect(normalizeCompanyNationalId('۱۰۳۸۰۲۸۴۷۹۰')).toBe('10380284790');
  });

  it('refuses a wrong check digit, other lengths and an empty middle', () => {
    expect(normalizeCompanyNationalId('10380284791')).toBeNull();
    expect(normalizeCompanyNationalId('1038028479')).toBeNull();
    expect(normalizeCompanyNationalId('103802847900')).toBeNull();
    expect(normalizeCompanyNationalId('12300000000')).toBeNull();
  });
});
