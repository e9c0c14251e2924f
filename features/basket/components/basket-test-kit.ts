import type { BasketAnswer, BasketItem, BasketTotals } from '@/lib/contracts/basket';

export const logo = { original: { src: '/logo.svg', alt: 'لوگو' } };

export function basketItem(fields: Partial<BasketItem> = {}): BasketItem {
  return {
    id: 1, basketId: 101, productId: 7, slug: 'phone', title: 'گوشی نمونه', images: null, qty: 1, price: 10_000_000, discount: 0,
    promotion: false, promotionPrice: null, promotionTo: null, maxBuy: 3, stock: 10, canDelete: true, description: 'مشکی',
    hasUpperDiscount: false, upperDiscountAmount: null, isBundle: false, timedBundle: false, bundleToDate: null, bundles: [], bundleInfo: null,
    arrtib1: { id: 1, attributeId: 1, attributeTitle: 'رنگ', type: 1, title: 'مشکی', value: '#111111', images: null, attributeImages: null },
    arrtib2: null, insuranceId: null, insuranceTitle: null, insuranceTotalPrice: 0, insurancePriceWithDiscount: 0, hasForceInsurance: false,
    info: { message: null }, ...fields,
  };
}

export function basketAnswer(items: BasketItem[], extra: Partial<BasketTotals> = {}): BasketAnswer {
  const totallPrice = items.reduce((s, i) => s + i.qty * (i.price + i.insuranceTotalPrice), 0);
  const after = items.reduce((s, i) => s + i.qty * (i.price - i.discount + i.insurancePriceWithDiscount), 0);
  return {
    data: items,
    extraObject: {
      basket: 'AAAAAAAAAAAAAAAAAAAAAA', length: items.length, qty: items.reduce((s, i) => s + i.qty, 0), totallPrice, totallPriceAfterDiscount: after,
      totallDiscount: totallPrice - after, message: null, facilityName: null, facilityParentTitle: null, facilityGalleryId: null, loanAmount: 0,
      discountLoanAmount: 0, showFinalRefundAmount: false, finalRefundAmount: 0, discountFinalRefundAmount: 0, prepayment: 0, facilityDeference: 0,
      amountPerMonth: 0, showDetail: false, sumOfFacilityBasket: 0, sumOfFacilityBasketDiscount: 0, basketPrice: null, discountPrice: null, ...extra,
    },
  };
}
