/**
 * The one instalment calculator (issue #8), shared by the product page preview, the facility basket and the loan
 * request, on the client and the server. Money is integer toman throughout.
 *
 * Rounding rule (whole toman):
 * - the minimum prepayment is the plan's percent of the price rounded up, and never less than what keeps the loan
 *   under the plan's maximum;
 * - the final refund is the exact annuity total (months × the bank formula's instalment) rounded up, so the seller
 *   never loses a fraction of a toman;
 * - every instalment is the final refund divided by the months rounded down; the last one carries the remainder
 *   (fewer toman than there are months), so the schedule sums exactly to the final refund.
 */

export type FacilityTerms = {
  months: number;
  /** Whole percent of the price paid up front. */
  minPrepaymentPercent: number;
  /** Annual profit rate in basis points (2300 = 23 %). */
  annualRateBp: number;
  minLoan: number;
  maxLoan: number;
};

export type FacilityFigures = {
  price: number;
  prepayment: number;
  loanAmount: number;
  /** The regular monthly instalment. */
  amountPerMonth: number;
  /** The last instalment: amountPerMonth plus the rounding remainder. */
  lastInstalment: number;
  /** Total repaid in instalments. */
  finalRefundAmount: number;
  /** What buying on instalments costs over paying cash: prepayment + final refund − price. */
  facilityDeference: number;
  months: number;
};

export type FacilityRefusal = 'loanBelowMinimum' | 'prepaymentTooLow' | 'prepaymentTooHigh';
export type FacilityResult = { ok: true; figures: FacilityFigures } | { ok: false; reason: FacilityRefusal };

/** The standard bank annuity instalment L·r / (1 − (1 + r)^−n), r the monthly rate; L / n without profit. */
export function annuityInstalment(loan: number, annualRateBp: number, months: number): number {
  const r = annualRateBp / 120_000;
  if (r === 0) return loan / months;
  return (loan * r) / (1 - (1 + r) ** -months);
}

/** Rounded-up annuity total; the tiny allowance keeps float noise (1e-5 at these sizes) from adding a toman. */
export function annuityTotal(loan: number, annualRateBp: number, months: number): number {
  if (loan === 0) return 0;
  if (annualRateBp === 0) return loan;
  return Math.ceil(months * annuityInstalment(loan, annualRateBp, months) - 1e-4);
}

export function minimumPrepayment(terms: FacilityTerms, price: number): number {
  return Math.max(Math.ceil((price * terms.minPrepaymentPercent) / 100), price - terms.maxLoan, 0);
}

/** Figures for a price; `prepayment` is the buyer's choice (at least the minimum), else the minimum. */
export function facilityFigures(terms: FacilityTerms, price: number, prepayment?: number): FacilityResult {
  const least = minimumPrepayment(terms, price);
  const paid = prepayment ?? least;
  if (paid < least) return { ok: false, reason: 'prepaymentTooLow' };
  if (paid > price) return { ok: false, reason: 'prepaymentTooHigh' };
  const loanAmount = price - paid;
  if (loanAmount < terms.minLoan || loanAmount === 0) return { ok: false, reason: 'loanBelowMinimum' };
  const finalRefundAmount = annuityTotal(loanAmount, terms.annualRateBp, terms.months);
  const amountPerMonth = Math.floor(finalRefundAmount / terms.months);
  return {
    ok: true,
    figures: {
      price,
      prepayment: paid,
      loanAmount,
      amountPerMonth,
      lastInstalment: finalRefundAmount - amountPerMonth * (terms.months - 1),
      finalRefundAmount,
      facilityDeference: paid + finalRefundAmount - price,
      months: terms.months,
    },
  };
}

/**
 * SPEC §3 facility figures of a basket: the payable price through the plan, and its before-discount twins through
 * the same plan on the list price. Null when the payable price does not fit the plan.
 */
export function basketFacility(terms: FacilityTerms, listPrice: number, payablePrice: number) {
  const after = facilityFigures(terms, payablePrice);
  if (!after.ok) return null;
  const before = facilityFigures(terms, Math.max(listPrice, payablePrice));
  const a = after.figures;
  const b = before.ok ? before.figures : a;
  return {
    loanAmount: a.loanAmount,
    discountLoanAmount: b.loanAmount,
    prepayment: a.prepayment,
    amountPerMonth: a.amountPerMonth,
    finalRefundAmount: a.finalRefundAmount,
    discountFinalRefundAmount: b.finalRefundAmount,
    facilityDeference: a.facilityDeference,
    sumOfFacilityBasket: a.prepayment + a.finalRefundAmount,
    sumOfFacilityBasketDiscount: b.prepayment + b.finalRefundAmount,
  };
}

export const facilityRefusalMessages: Record<FacilityRefusal, string> = {
  loanBelowMinimum: 'مبلغ وام کمتر از حداقل این طرح است',
  prepaymentTooLow: 'پیش پرداخت کمتر از حداقل این طرح است',
  prepaymentTooHigh: 'پیش پرداخت نمی‌تواند از قیمت بیشتر باشد',
};
