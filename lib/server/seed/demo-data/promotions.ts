import 'server-only';

/** Timed promotions on the first variant of a product; `hours` ones end soon enough to show a ticking countdown. */
export type PromotionDef = { product: string; percentOff: number } & ({ hours: number } | { days: number });

export const promotionDefs: readonly PromotionDef[] = [
  { product: 'honor-x7c', percentOff: 12, hours: 1.5 },
  { product: 'xiaomi-redmi-note-14', percentOff: 10, hours: 2 },
  { product: 'samsung-galaxy-a16', percentOff: 8, hours: 3.5 },
  { product: 'jbl-go-4', percentOff: 18, hours: 5 },
  { product: 'samsung-galaxy-s25-ultra', percentOff: 7, days: 3 },
  { product: 'apple-iphone-16', percentOff: 6, days: 2 },
  { product: 'xiaomi-poco-x7-pro', percentOff: 11, days: 4 },
  { product: 'samsung-galaxy-buds-fe', percentOff: 15, days: 5 },
  { product: 'lenovo-ideapad-slim-3', percentOff: 9, days: 6 },
  { product: 'realme-c75', percentOff: 10, days: 2 },
  { product: 'xiaomi-redmi-pad-se', percentOff: 12, days: 3 },
  { product: 'anker-nano-20w', percentOff: 20, days: 4 },
  { product: 'huawei-watch-fit-3', percentOff: 14, days: 2 },
];

/** Variants whose shown price is replaced by a higher reference price (SPEC §3 "Upper discount"). */
export const upperDiscountProducts: readonly string[] = [
  'samsung-galaxy-a56',
  'apple-iphone-16-pro',
  'xiaomi-redmi-note-14-pro-plus',
];
