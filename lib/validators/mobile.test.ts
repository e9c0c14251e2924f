import { describe, expect, it } from 'vitest';
import { isValidMobile, normalizeMobile } from './mobile';

describe('normalizeMobile', () => {
  it.each([
    '09121234567',
    '9121234567',
    '989121234567',
    '+989121234567',
    '00989121234567',
    '+98 0912 123 4567',
    '+98 912 123 4567',
    '0912-123-4567',
    '۰۹۱۲۱۲۳۴۵۶۷',
    '+۹۸۹۱۲۱۲۳۴۵۶۷',
    '٠٩١٢١٢٣٤٥٦٧',
  ])('turns %s into 09121234567', (input) => {
    expect(normalizeMobile(input)).toBe('09121234567');
  });

  it.each(['', '0912123456', '091212345678', '08121234567', '+18121234567', '0912abc4567', '989'])(
    'rejects %s',
    (input) => {
      expect(normalizeMobile(input)).toBeNull();
    },
  );
});

describe('isValidMobile', () => {
  it('mirrors normalizeMobile', () => {
    expect(isValidMobile('۰۹۳۵ ۱۲۳ ۴۵۶۷')).toBe(true);
    expect(isValidMobile('02112345678')).toBe(false);
  });
});
