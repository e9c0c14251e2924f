import 'server-only';

/** Shop-style prices: 42,990,000 above five million, 849,000 below; always whole thousands of toman. */
export function shopPrice(toman: number): number {
  if (toman >= 5_000_000) return Math.ceil(toman / 100_000) * 100_000 - 10_000;
  return Math.ceil(toman / 10_000) * 10_000 - 1_000;
}

/** A price `percent` below `toman`, rounded down to whole thousands, and always strictly lower. */
export function percentOff(toman: number, percent: number): number {
  const lower = Math.floor((toman * (100 - percent)) / 100 / 1_000) * 1_000;
  return Math.min(lower, toman - 1_000);
}
