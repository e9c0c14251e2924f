import 'server-only';
import type { BasketItem, BasketTotals } from '@/lib/contracts/basket';
import type { BasketFacilityTotals } from '../facility/basket-facility';

type Line = Pick<BasketItem, 'qty' | 'price' | 'discount' | 'insuranceTotalPrice' | 'insurancePriceWithDiscount'>;

/**
 * SPEC §4 totals: the price sum is qty × (price + insurance); payable is qty × (the running promotion price, else the
 * discount price, plus the discounted insurance), which the item's `discount` already encodes; discount is the
 * difference. A facility basket's prices are what it costs through its plan (prepayment + final refund, before and
 * after discount), and they replace both sums (SPEC §4 "with a facility basket price").
 */
export function basketTotals(
  basketId: string | null,
  lines: readonly Line[],
  message: string | null,
  facility?: BasketFacilityTotals | null,
): BasketTotals {
  const sum = lines.reduce((s, l) => s + l.qty * (l.price + l.insuranceTotalPrice), 0);
  const payable = lines.reduce((s, l) => s + l.qty * (l.price - l.discount + l.insurancePriceWithDiscount), 0);
  const totallPrice = facility?.sumOfFacilityBasketDiscount ?? sum;
  const totallPriceAfterDiscount = facility?.sumOfFacilityBasket ?? payable;
  return {
    basket: basketId,
    length: lines.length,
    qty: lines.reduce((s, l) => s + l.qty, 0),
    totallPrice,
    totallPriceAfterDiscount,
    totallDiscount: totallPrice - totallPriceAfterDiscount,
    message,
    facilityName: facility?.facilityName ?? null,
    facilityParentTitle: facility?.facilityParentTitle ?? null,
    facilityGalleryId: null,
    loanAmount: facility?.loanAmount ?? 0,
    discountLoanAmount: facility?.discountLoanAmount ?? 0,
    showFinalRefundAmount: Boolean(facility),
    finalRefundAmount: facility?.finalRefundAmount ?? 0,
    discountFinalRefundAmount: facility?.discountFinalRefundAmount ?? 0,
    prepayment: facility?.prepayment ?? 0,
    facilityDeference: facility?.facilityDeference ?? 0,
    amountPerMonth: facility?.amountPerMonth ?? 0,
    showDetail: Boolean(facility),
    sumOfFacilityBasket: facility?.sumOfFacilityBasket ?? 0,
    sumOfFacilityBasketDiscount: facility?.sumOfFacilityBasketDiscount ?? 0,
    basketPrice: facility?.sumOfFacilityBasketDiscount ?? null,
    discountPrice: facility?.sumOfFacilityBasket ?? null,
  };
}
