/**
 * The arithmetic of a running loan (issue 24), pure and shared by the server and its tests. Money is integer toman;
 * days are Tehran calendar days 'YYYY-MM-DD'. docs/instalments.md states the rules.
 *
 * The rounding rule: an amount derived from a rate or a share (a day's late fee, an instalment's profit share, its
 * rebate) is rounded down to whole toman, once, where it is derived; a total split into parts (the profit over the
 * months) gives each part its rounded-down share and the last part the remainder, so the parts sum to the total.
 */

export type LoanTerms = {
  /** Late fee per day, in basis points of the instalment's unpaid part (10 = 0.1 % a day). */
  lateFeeDailyBp: number;
  /** Days after the due date in which paying costs no fee; paid later, the fee counts from the day after the due date. */
  lateFeeGraceDays: number;
  /** Share of the unearned profit given back when the loan is settled early, in whole percent. */
  settlementRebatePercent: number;
};

export type InstalmentLedger = {
  number: number;
  /** The scheduled amount. */
  amount: number;
  dueDate: string;
  /** Paid toward the amount so far. */
  paid: number;
  /** Forgiven by an early settlement's rebate. */
  rebate: number;
  /** Late fee accrued so far, and paid of it. */
  lateFee: number;
  lateFeePaid: number;
};

export type AllocationKind = 'instalment' | 'fee' | 'rebate';
export type Allocation = { number: number; kind: AllocationKind; amount: number };

const DAY_MS = 86_400_000;
const dayIndex = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayIndex(to) - dayIndex(from);
}

export function addDays(day: string, days: number): string {
  return new Date((dayIndex(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

export const unpaidAmount = (i: InstalmentLedger) => i.amount - i.paid - i.rebate;
export const unpaidFee = (i: InstalmentLedger) => i.lateFee - i.lateFeePaid;
export const isSettled = (i: InstalmentLedger) => unpaidAmount(i) === 0 && unpaidFee(i) === 0;

/** What clearing the instalment costs now: its unpaid fee and its unpaid amount. */
export const owedOn = (i: InstalmentLedger) => unpaidAmount(i) + unpaidFee(i);

/** A day's late fee on an unpaid part. */
export const dailyFee = (unpaid: number, terms: Pick<LoanTerms, 'lateFeeDailyBp'>) => Math.floor((unpaid * terms.lateFeeDailyBp) / 10_000);

/**
 * The late fee of one instalment, day by day, up to and including `today`. `payments` are what was paid toward its
 * amount, each on its Tehran day; a day's fee is charged on the part still unpaid when that day began. No fee while
 * the grace days run, nor at all when the instalment was paid in full by their end; otherwise every day from the day
 * after the due date counts.
 */
export function lateFeeDays(
  instalment: Pick<InstalmentLedger, 'amount' | 'dueDate'>,
  payments: readonly { day: string; amount: number }[],
  terms: Pick<LoanTerms, 'lateFeeDailyBp' | 'lateFeeGraceDays'>,
  today: string,
): { day: string; amount: number }[] {
  const unpaidAtStartOf = (day: string) => instalment.amount - payments.reduce((s, p) => (p.day < day ? s + p.amount : s), 0);
  const firstCharged = addDays(instalment.dueDate, terms.lateFeeGraceDays + 1);
  if (today < firstCharged || unpaidAtStartOf(firstCharged) <= 0) return [];
  const fees: { day: string; amount: number }[] = [];
  for (let day = addDays(instalment.dueDate, 1); day <= today; day = addDays(day, 1)) {
    const fee = dailyFee(Math.max(0, unpaidAtStartOf(day)), terms);
    if (fee > 0) fees.push({ day, amount: fee });
  }
  return fees;
}

/**
 * Money applied oldest first: each instalment's unpaid fee, then its unpaid amount, then the next instalment; the
 * last one reached is paid in part when the money runs out. Only instalments up to `throughNumber` when given.
 * Answers the allocations and what was left over.
 */
export function allocateOldestFirst(instalments: readonly InstalmentLedger[], money: number, throughNumber = Infinity): { allocations: Allocation[]; left: number } {
  const allocations: Allocation[] = [];
  let left = money;
  for (const i of [...instalments].sort((a, b) => a.number - b.number)) {
    if (left === 0 || i.number > throughNumber) break;
    for (const [kind, owed] of [['fee', unpaidFee(i)], ['instalment', unpaidAmount(i)]] as const) {
      const take = Math.min(owed, left);
      if (take > 0) allocations.push({ number: i.number, kind, amount: take });
      left -= take;
    }
  }
  return { allocations, left };
}

/** What paying every unpaid instalment up to `throughNumber` costs now, fees included. */
export const owedThrough = (instalments: readonly InstalmentLedger[], throughNumber: number) =>
  instalments.filter((i) => i.number <= throughNumber).reduce((s, i) => s + owedOn(i), 0);

export const owedTotal = (instalments: readonly InstalmentLedger[]) => instalments.reduce((s, i) => s + owedOn(i), 0);

/** The instalments' profit: the schedule's total less the amount lent, spread evenly over the months (the rounding rule). */
export function profitShares(amounts: readonly number[], loanAmount: number): number[] {
  const profit = Math.max(0, amounts.reduce((s, a) => s + a, 0) - loanAmount);
  const each = Math.floor(profit / amounts.length);
  return amounts.map((_, k) => (k === amounts.length - 1 ? profit - each * (amounts.length - 1) : each));
}

export type SettlementQuote = {
  /** Every unpaid fee and amount. */
  owed: number;
  /** The profit given back, never more than the unpaid amounts it is taken from. */
  rebate: number;
  payable: number;
  /** Rebate per instalment (only those whose month has not begun). */
  rebates: Allocation[];
};

/**
 * Settling the whole remainder on `today`. Instalment k's month begins on the due date of instalment k − 1 (the
 * first's on the day the loan started); for every month not yet begun, the plan's share of that instalment's profit
 * is given back, in proportion to the part of the instalment still unpaid. Fees already accrued are owed in full.
 */
export function settlementQuote(
  instalments: readonly InstalmentLedger[],
  loan: { loanAmount: number; startDay: string },
  terms: Pick<LoanTerms, 'settlementRebatePercent'>,
  today: string,
): SettlementQuote {
  const ordered = [...instalments].sort((a, b) => a.number - b.number);
  const shares = profitShares(ordered.map((i) => i.amount), loan.loanAmount);
  const rebates: Allocation[] = [];
  ordered.forEach((i, k) => {
    const monthBegins = k === 0 ? loan.startDay : ordered[k - 1]!.dueDate;
    const unpaid = unpaidAmount(i);
    if (monthBegins <= today || unpaid === 0) return;
    const rebate = Math.floor((shares[k]! * unpaid * terms.settlementRebatePercent) / (i.amount * 100));
    if (rebate > 0) rebates.push({ number: i.number, kind: 'rebate', amount: Math.min(rebate, unpaid) });
  });
  const owed = owedTotal(ordered);
  const rebate = rebates.reduce((s, r) => s + r.amount, 0);
  return { owed, rebate, payable: owed - rebate, rebates };
}

/** The ledger after allocations: what the database rows hold once a payment is applied. */
export function applyAllocations(instalments: readonly InstalmentLedger[], allocations: readonly Allocation[]): InstalmentLedger[] {
  return instalments.map((i) => {
    const mine = allocations.filter((a) => a.number === i.number);
    const sum = (kind: AllocationKind) => mine.filter((a) => a.kind === kind).reduce((s, a) => s + a.amount, 0);
    return { ...i, paid: i.paid + sum('instalment'), lateFeePaid: i.lateFeePaid + sum('fee'), rebate: i.rebate + sum('rebate') };
  });
}

/** Days from `today` to a due date: positive ahead, 0 on the day, negative when overdue. */
export const daysLeft = (dueDate: string, today: string) => daysBetween(today, dueDate);
