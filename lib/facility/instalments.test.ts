import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { facilityFigures } from './calculator';
import {
  addDays,
  allocateOldestFirst,
  applyAllocations,
  dailyFee,
  daysBetween,
  isSettled,
  lateFeeDays,
  owedOn,
  owedThrough,
  owedTotal,
  profitShares,
  settlementQuote,
  unpaidAmount,
  unpaidFee,
  type Allocation,
  type InstalmentLedger,
} from './instalments';

const terms = { lateFeeDailyBp: 10, lateFeeGraceDays: 3, settlementRebatePercent: 100 };

/** A loan as the calculator makes it: `months` instalments, monthly (30 days apart here), from `startDay`. */
function loanOf(loanAmount: number, months: number, annualRateBp: number, startDay = '2026-01-01') {
  const r = facilityFigures({ months, minPrepaymentPercent: 0, annualRateBp, minLoan: 1, maxLoan: Number.MAX_SAFE_INTEGER }, loanAmount * 2, loanAmount);
  if (!r.ok) throw new Error('no figures');
  const f = r.figures;
  const instalments: InstalmentLedger[] = Array.from({ length: months }, (_, k) => ({
    number: k + 1,
    amount: k === months - 1 ? f.lastInstalment : f.amountPerMonth,
    dueDate: addDays(startDay, 30 * (k + 1)),
    paid: 0,
    rebate: 0,
    lateFee: 0,
    lateFeePaid: 0,
  }));
  return { loanAmount, startDay, instalments, finalRefund: f.finalRefundAmount };
}

const sum = (xs: readonly { amount: number }[]) => xs.reduce((s, x) => s + x.amount, 0);

describe('late fees', () => {
  const instalment = { amount: 1_000_000, dueDate: '2026-03-10' };

  it('charges nothing while the grace days run, then every day from the day after the due date', () => {
    expect(lateFeeDays(instalment, [], terms, '2026-03-13')).toEqual([]);
    const fees = lateFeeDays(instalment, [], terms, '2026-03-14');
    expect(fees.map((f) => f.day)).toEqual(['2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14']);
    expect(fees.every((f) => f.amount === 1_000)).toBe(true);
  });

  it('charges nothing when the instalment was paid in full within the grace days', () => {
    expect(lateFeeDays(instalment, [{ day: '2026-03-13', amount: 1_000_000 }], terms, '2026-04-30')).toEqual([]);
  });

  it('charges each day on the part unpaid when the day began, rounded down', () => {
    const fees = lateFeeDays(instalment, [{ day: '2026-03-12', amount: 400_001 }, { day: '2026-03-16', amount: 599_999 }], terms, '2026-03-20');
    expect(fees).toEqual([
      { day: '2026-03-11', amount: 1_000 },
      { day: '2026-03-12', amount: 1_000 },
      { day: '2026-03-13', amount: 599 },
      { day: '2026-03-14', amount: 599 },
      { day: '2026-03-15', amount: 599 },
      { day: '2026-03-16', amount: 599 },
    ]);
    expect(dailyFee(599_999, terms)).toBe(599);
  });

  it('a later day never lowers what was charged for the days before it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_000 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 10 }), (amount, d1, d2, grace) => {
        const t = { lateFeeDailyBp: 7, lateFeeGraceDays: grace, settlementRebatePercent: 100 };
        const due = { amount, dueDate: '2026-05-01' };
        const a = lateFeeDays(due, [], t, addDays('2026-05-01', Math.min(d1, d2)));
        const b = lateFeeDays(due, [], t, addDays('2026-05-01', Math.max(d1, d2)));
        expect(b.slice(0, a.length)).toEqual(a);
      }),
    );
  });
});

/** One step of a loan's life: a fee accrued on an instalment, or money paid (any amount up to what is owed). */
const step = fc.oneof(
  fc.record({ kind: fc.constant('fee' as const), pick: fc.nat(), amount: fc.integer({ min: 1, max: 200_000 }) }),
  fc.record({ kind: fc.constant('pay' as const), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('settle' as const), day: fc.integer({ min: 0, max: 400 }) }),
);
const loanShape = fc.record({ loan: fc.integer({ min: 1_000_000, max: 500_000_000 }), months: fc.integer({ min: 1, max: 24 }), rate: fc.integer({ min: 0, max: 4000 }) });

describe('the ledger reconciles to the toman', () => {
  it('any sequence of payments, fees and an early settlement: money in = money applied; schedule = paid + forgiven + unpaid; fees = paid + unpaid', () => {
    fc.assert(
      fc.property(loanShape, fc.array(step, { maxLength: 30 }), ({ loan, months, rate }, steps) => {
        const l = loanOf(loan, months, rate);
        let ledger = l.instalments;
        let moneyIn = 0;
        let feesAccrued = 0;
        const applied: Allocation[] = [];
        for (const s of steps) {
          if (s.kind === 'fee') {
            const open = ledger.filter((i) => unpaidAmount(i) > 0);
            if (open.length === 0) continue;
            const target = open[s.pick % open.length]!;
            ledger = ledger.map((i) => (i.number === target.number ? { ...i, lateFee: i.lateFee + s.amount } : i));
            feesAccrued += s.amount;
          } else if (s.kind === 'pay') {
            const money = Math.floor(owedTotal(ledger) * s.share);
            if (money === 0) continue;
            const { allocations, left } = allocateOldestFirst(ledger, money);
            expect(left).toBe(0);
            moneyIn += money;
            applied.push(...allocations);
            ledger = applyAllocations(ledger, allocations);
          } else {
            const quote = settlementQuote(ledger, l, terms, addDays(l.startDay, s.day));
            const afterRebate = applyAllocations(ledger, quote.rebates);
            const { allocations, left } = allocateOldestFirst(afterRebate, quote.payable);
            expect(left).toBe(0);
            moneyIn += quote.payable;
            applied.push(...quote.rebates, ...allocations);
            ledger = applyAllocations(afterRebate, allocations);
            expect(ledger.every(isSettled)).toBe(true);
          }
          for (const i of ledger) {
            for (const v of [i.paid, i.rebate, i.lateFee, i.lateFeePaid, unpaidAmount(i), unpaidFee(i)]) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
          }
          expect(sum(applied.filter((a) => a.kind !== 'rebate'))).toBe(moneyIn);
          expect(ledger.reduce((s, i) => s + i.paid + i.rebate + unpaidAmount(i), 0)).toBe(l.finalRefund);
          expect(ledger.reduce((s, i) => s + i.lateFeePaid + unpaidFee(i), 0)).toBe(feesAccrued);
          expect(sum(applied.filter((a) => a.kind === 'fee'))).toBe(ledger.reduce((s, i) => s + i.lateFeePaid, 0));
        }
      }),
    );
  });
});

describe('paying any amount', () => {
  it('goes to the oldest instalments first, each one whole before the next, the last one reached in part', () => {
    fc.assert(
      fc.property(loanShape, fc.array(fc.integer({ min: 0, max: 300_000 }), { maxLength: 24 }), fc.double({ min: 0, max: 1.2, noNaN: true }), ({ loan, months, rate }, fees, share) => {
        const l = loanOf(loan, months, rate);
        const ledger = l.instalments.map((i, k) => ({ ...i, lateFee: fees[k] ?? 0 }));
        const money = Math.floor(owedTotal(ledger) * share);
        const { allocations, left } = allocateOldestFirst(ledger, money);
        expect(sum(allocations) + left).toBe(money);
        expect(sum(allocations)).toBe(Math.min(money, owedTotal(ledger)));
        const numbers = allocations.map((a) => a.number);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        const after = applyAllocations(ledger, allocations);
        const last = numbers.at(-1);
        for (const i of after) {
          if (last !== undefined && i.number < last) expect(isSettled(i)).toBe(true);
          if (last === undefined || i.number > last) expect(owedOn(i)).toBe(owedOn(ledger.find((x) => x.number === i.number)!));
        }
        // Within an instalment the fee is paid before the amount.
        for (const i of after) if (i.paid > 0) expect(unpaidFee(i)).toBe(0);
      }),
    );
  });

  it('paying through instalment N never touches a later one', () => {
    const l = loanOf(12_000_000, 12, 2300);
    const { allocations, left } = allocateOldestFirst(l.instalments, owedThrough(l.instalments, 3) + 5, 3);
    expect(left).toBe(5);
    expect(new Set(allocations.map((a) => a.number))).toEqual(new Set([1, 2, 3]));
  });
});

describe('early settlement', () => {
  it('never charges more than the remaining schedule and fees, and gives back only profit of months not yet begun', () => {
    fc.assert(
      fc.property(loanShape, fc.integer({ min: 0, max: 800 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 100 }), ({ loan, months, rate }, day, share, percent) => {
        const l = loanOf(loan, months, rate);
        const paidSoFar = allocateOldestFirst(l.instalments, Math.floor(owedTotal(l.instalments) * share));
        const ledger = applyAllocations(l.instalments, paidSoFar.allocations);
        const today = addDays(l.startDay, day);
        const quote = settlementQuote(ledger, l, { settlementRebatePercent: percent }, today);
        expect(quote.owed).toBe(owedTotal(ledger));
        expect(quote.payable).toBeLessThanOrEqual(quote.owed);
        expect(quote.payable).toBeGreaterThanOrEqual(0);
        const profit = l.finalRefund - l.loanAmount;
        expect(quote.rebate).toBeLessThanOrEqual(Math.floor((profit * percent) / 100));
        for (const r of quote.rebates) {
          const i = ledger.find((x) => x.number === r.number)!;
          const begins = i.number === 1 ? l.startDay : ledger.find((x) => x.number === i.number - 1)!.dueDate;
          expect(begins > today).toBe(true);
          expect(r.amount).toBeLessThanOrEqual(unpaidAmount(i));
        }
        // What is owed for months already begun is never reduced.
        const begun = ledger.filter((i) => (i.number === 1 ? l.startDay : ledger[i.number - 2]!.dueDate) <= today);
        expect(quote.payable).toBeGreaterThanOrEqual(owedTotal(begun));
      }),
    );
  });

  it('gives back every month’s profit before the first month begins: the amount lent is what is paid', () => {
    const l = loanOf(35_000_000, 12, 2300);
    const quote = settlementQuote(l.instalments, l, terms, addDays(l.startDay, -1));
    expect(quote.payable).toBe(l.loanAmount);
    expect(profitShares(l.instalments.map((i) => i.amount), l.loanAmount).reduce((s, x) => s + x, 0)).toBe(l.finalRefund - l.loanAmount);
  });

  it('counts a month as begun from the previous due date', () => {
    const l = loanOf(12_000_000, 4, 2400);
    const shares = profitShares(l.instalments.map((i) => i.amount), l.loanAmount);
    const onSecondDue = settlementQuote(l.instalments, l, terms, l.instalments[1]!.dueDate);
    expect(onSecondDue.rebates.map((r) => r.number)).toEqual([4]);
    expect(onSecondDue.rebate).toBe(shares[3]);
    expect(daysBetween(l.startDay, l.instalments[0]!.dueDate)).toBe(30);
  });
});
