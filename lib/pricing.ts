/** Prices of one variant in whole toman (SPEC §4 "Totals"). */
export type VariantPrices = {
  price: number;
  discountPrice: number;
  promotionPrice: number | null;
  promotionTo: Date | string | null;
};

export function promotionRunning(p: VariantPrices, now: Date = new Date()): boolean {
  return p.promotionPrice !== null && p.promotionTo !== null && new Date(p.promotionTo).getTime() > now.getTime();
}

/** What one unit costs now: the promotion price while it runs, else the discount price. */
export function payablePrice(p: VariantPrices, now: Date = new Date()): number {
  return promotionRunning(p, now) ? p.promotionPrice! : p.discountPrice;
}
