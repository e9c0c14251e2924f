import 'server-only';
import type { BasketItem, BasketTotals } from '@/lib/contracts/basket';

/** A facility (loan) basket's prices as its plan gives them (SPEC §4: used instead of the sums). */
export type FacilityPrices = { basketPrice: number; discountPrice: number };

type Line = Pick<BasketItem, 'qty' | 'price' | 'discount' | 'insuranceTotalPrice' | 'insurancePriceWithDiscount'>;

/**
 * SPEC §4 totals: the price sum is qty × (price + insurance); payable is qty × (the running promotion price, else the
 * discount price, plus the discounted insurance), which the item's `discount` already encodes; discount is the
 * difference. A facility basket uses the prices it was given.
 */
export function basketTotals(
  basketId: string | null,
  lines: readonly Line[],
  message: string | null,
  facility?: FacilityPrices,
): BasketTotals {
  const sum = lines.reduce((s, l) => s + l.qty * (l.price + l.insuranceTotalPrice), 0);
  const payable = lines.reduce((s, l) => s + l.qty * (l.price - l.discount + l.insurancePriceWithDiscount), 0);
  const totallPrice = facility?.basketPrice ?? sum;
  const totallPriceAfterDiscount = facility?.discountPrice ?? payable;
  return {
    basket: basketId,
    length: lines.length,
    qty: lines.reduce((s, l) => s + l.qty, 0),
    totallPrice,
    totallPriceAfterDiscount,
    totallDiscount: totallPrice - totallPriceAfterDiscount,
    message,
    facilityName: null,
    facilityParentTitle: null,
    facilityGalleryId: null,
    loanAmount: 0,
    discountLoanAmount: 0,
    showFinalRefundAmount: false,
    finalRefundAmount: 0,
    discountFinalRefundAmount: 0,
    prepayment: 0,
    facilityDeference: 0,
    amountPerMonth: 0,
    showDetail: false,
    sumOfFacilityBasket: 0,
    sumOfFacilityBasketDiscount: 0,
    basketPrice: facility?.basketPrice ?? null,
    discountPrice: facility?.discountPrice ?? null,
  };
}
