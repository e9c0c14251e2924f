import { describe, expect, it } from 'vitest';
import { payablePrice, promotionRunning } from './pricing';

const now = new Date('2026-01-01T10:00:00Z');
const base = { price: 1_000_000, discountPrice: 900_000, promotionPrice: 800_000 };

describe('payablePrice', () => {
  it('uses the promotion price while the promotion runs', () => {
    const p = { ...base, promotionTo: '2026-01-01T10:00:01Z' };
    expect(promotionRunning(p, now)).toBe(true);
    expect(payablePrice(p, now)).toBe(800_000);
  });

  it('falls back to the discount price once the promotion has ended', () => {
    const p = { ...base, promotionTo: '2026-01-01T10:00:00Z' };
    expect(promotionRunning(p, now)).toBe(false);
    expect(payablePrice(p, now)).toBe(900_000);
  });

  it('ignores a promotion without an end date', () => {
    expect(payablePrice({ ...base, promotionTo: null }, now)).toBe(900_000);
  });
});
