import 'server-only';

/**
 * The demo shop's seller (SPEC §6 seller mode, noCheck): signs in with a one-time code like anyone, which in a
 * demo goes to the log outbox. Outside the 0912 numbers the tests make up, so no test user becomes a seller.
 */
export const demoSeller = { mobile: '09350000000', fName: 'فروشنده', lName: 'نمونه', role: 'seller' } as const;
