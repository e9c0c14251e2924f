// SPEC §9: shown as a floor; a promotion that rounds down to 0 % still shows 0.01.
const PROMOTION_MIN_PERCENT = 0.01;

export function discountPercent(
  price: number,
  payable: number,
  opts: { promotion?: boolean } = {},
): number {
  if (!Number.isFinite(price) || !Number.isFinite(payable)) return 0;
  if (price <= 0 || payable >= price) return 0;
  const percent = Math.floor((100 * (price - payable)) / price);
  if (percent === 0 && opts.promotion) return PROMOTION_MIN_PERCENT;
  return percent;
}
