import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annuityInstalment, basketFacility, facilityFigures, type FacilityTerms } from './calculator';
import { addJalaliMonths, instalmentSchedule, lastInstalmentOf } from './schedule';

const twelve: FacilityTerms = { months: 12, minPrepaymentPercent: 30, annualRateBp: 2300, minLoan: 5_000_000, maxLoan: 300_000_000 };

function figuresOf(terms: FacilityTerms, price: number, prepayment?: number) {
  const result = facilityFigures(terms, price, prepayment);
  if (!result.ok) throw new Error(result.reason);
  return result.figures;
}

describe('facility calculator', () => {
  it('follows the bank annuity formula and the documented rounding', () => {
    const f = figuresOf(twelve, 50_000_000);
    expect(f.prepayment).toBe(15_000_000);
    expect(f.loanAmount).toBe(35_000_000);
    const exact = 12 * annuityInstalment(35_000_000, 2300, 12);
    expect(f.finalRefundAmount).toBe(Math.ceil(exact));
    expect(f.finalRefundAmount).toBe(39_512_055);
    expect(f.amountPerMonth).toBe(3_292_671);
    expect(f.lastInstalment).toBe(39_512_055 - 11 * 3_292_671);
    expect(f.facilityDeference).toBe(15_000_000 + 39_512_055 - 50_000_000);
  });

  it('without profit the loan is split evenly and the last instalment takes the remainder', () => {
    const f = figuresOf({ ...twelve, annualRateBp: 0, minLoan: 1 }, 10_000_001, 0 + 3_000_001);
    expect(f.finalRefundAmount).toBe(7_000_000);
    expect(f.amountPerMonth).toBe(583_333);
    expect(f.lastInstalment).toBe(583_337);
  });

  it('raises the prepayment so the loan stays under the maximum, and refuses what does not fit', () => {
    expect(figuresOf(twelve, 1_000_000_000).loanAmount).toBe(300_000_000);
    expect(facilityFigures(twelve, 5_000_000)).toEqual({ ok: false, reason: 'loanBelowMinimum' });
    expect(facilityFigures(twelve, 50_000_000, 1_000)).toEqual({ ok: false, reason: 'prepaymentTooLow' });
    expect(facilityFigures(twelve, 50_000_000, 60_000_000)).toEqual({ ok: false, reason: 'prepaymentTooHigh' });
  });

  it('gives the before-discount twins on the list price', () => {
    const b = basketFacility(twelve, 60_000_000, 50_000_000)!;
    expect(b.loanAmount).toBe(35_000_000);
    expect(b.discountLoanAmount).toBe(42_000_000);
    expect(b.discountFinalRefundAmount).toBeGreaterThan(b.finalRefundAmount);
    expect(b.sumOfFacilityBasket).toBe(b.prepayment + b.finalRefundAmount);
    expect(basketFacility(twelve, 1_000_000, 1_000_000)).toBeNull();
  });
});

describe('instalment schedule', () => {
  it('falls due month by month in the Jalali calendar, clamped to shorter months', () => {
    const s = instalmentSchedule(figuresOf(twelve, 50_000_000), { jy: 1405, jm: 6, jd: 31 });
    expect(s[0]).toMatchObject({ number: 1, jalali: '1405/07/30', amount: 3_292_671 });
    expect(s[5]!.jalali).toBe('1405/12/29');
    expect(s[6]!.jalali).toBe('1406/01/31');
    expect(s[11]!.jalali).toBe('1406/06/31');
    expect(s[0]!.dueDate).toBe('2026-10-22');
    expect(addJalaliMonths({ jy: 1405, jm: 12, jd: 10 }, 1)).toEqual({ jy: 1406, jm: 1, jd: 10 });
  });
});

const terms = fc.record({
  months: fc.integer({ min: 1, max: 60 }),
  minPrepaymentPercent: fc.integer({ min: 0, max: 90 }),
  annualRateBp: fc.integer({ min: 0, max: 6000 }),
  minLoan: fc.integer({ min: 1, max: 10_000_000 }),
  maxLoan: fc.integer({ min: 10_000_000, max: 2_000_000_000 }),
});
const price = fc.integer({ min: 1_000, max: 2_000_000_000 });
const start = fc.record({ jy: fc.integer({ min: 1400, max: 1420 }), jm: fc.integer({ min: 1, max: 12 }), jd: fc.integer({ min: 1, max: 29 }) });

describe('calculator properties', () => {
  it('prepayment + loan = price, and every figure is a whole non-negative toman', () => {
    fc.assert(
      fc.property(terms, price, (t, p) => {
        const r = facilityFigures(t, p);
        if (!r.ok) return;
        const f = r.figures;
        expect(f.prepayment + f.loanAmount).toBe(p);
        for (const v of [f.prepayment, f.loanAmount, f.amountPerMonth, f.lastInstalment, f.finalRefundAmount]) {
          expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
        }
        expect(f.finalRefundAmount).toBeGreaterThanOrEqual(f.loanAmount);
        expect(f.loanAmount).toBeLessThanOrEqual(t.maxLoan);
      }),
    );
  });

  it('the schedule sums to the final refund and no instalment is below the regular one', () => {
    fc.assert(
      fc.property(terms, price, start, (t, p, s) => {
        const r = facilityFigures(t, p);
        if (!r.ok) return;
        const schedule = instalmentSchedule(r.figures, s);
        expect(schedule).toHaveLength(t.months);
        expect(schedule.reduce((sum, i) => sum + i.amount, 0)).toBe(r.figures.finalRefundAmount);
        expect(r.figures.lastInstalment - r.figures.amountPerMonth).toBeLessThan(t.months);
        expect(new Set(schedule.map((i) => i.dueDate)).size).toBe(t.months);
        // A basket or a request carries only the totals; the schedule they show is the same one.
        expect(lastInstalmentOf(r.figures)).toBe(r.figures.lastInstalment);
      }),
    );
  });

  it('more months never lowers the total', () => {
    fc.assert(
      fc.property(terms, price, fc.integer({ min: 1, max: 24 }), (t, p, extra) => {
        const shorter = facilityFigures(t, p);
        const longer = facilityFigures({ ...t, months: t.months + extra }, p);
        if (!shorter.ok || !longer.ok) return;
        expect(longer.figures.prepayment + longer.figures.finalRefundAmount).toBeGreaterThanOrEqual(
          shorter.figures.prepayment + shorter.figures.finalRefundAmount,
        );
      }),
    );
  });
});
