import { describe, expect, it } from 'vitest';
import { isPersianName, normalizePersianName } from './persian-name';

describe('Persian names', () => {
  it('accepts Persian letters, spaces and ZWNJ', () => {
    for (const name of ['علی', 'محمد حسین', 'نیک‌پور', 'ژاله', 'گلچین', 'آرمان']) expect(isPersianName(name), name).toBe(true);
  });

  it('refuses Latin letters, digits, punctuation and blanks', () => {
    for (const name of ['Ali', 'علی2', 'علی۲', 'علی-رضا', '', '   ', 'علی.']) expect(isPersianName(name), name).toBe(false);
  });

  it('stores Arabic yeh and kaf as the Persian letters and folds spaces', () => {
    expect(normalizePersianName('  علي   كريمي ')).toBe('علی کریمی');
  });
});
