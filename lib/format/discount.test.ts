import { describe, expect, it } from 'vitest';
import { discountPercent } from './discount';

describe('discountPercent', () => {
  it('floors the percentage', () => {
    expect(discountPercent(1000, 750)).toBe(25);
    expect(discountPercent(300, 201)).toBe(33);
    expect(discountPercent(1_000_000, 1)).toBe(99);
  });

  it('is 0 without a discount or a price', () => {
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1000, 1200)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(-5, -10)).toBe(0);
    expect(discountPercent(Number.NaN, 10)).toBe(0);
  });

  it('shows 0.01 for a promotion below 1 %', () => {
    expect(discountPercent(1_000_000, 999_000)).toBe(0);
    expect(discountPercent(1_000_000, 999_000, { promotion: true })).toBe(0.01);
    expect(discountPercent(1_000_000, 1_000_000, { promotion: true })).toBe(0);
    expect(discountPercent(1000, 900, { promotion: true })).toBe(10);
  });
});
