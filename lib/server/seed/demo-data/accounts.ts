import 'server-only';

/**
 * The demo shop's seller (SPEC §6 seller mode, noCheck): signs in with a one-time code like anyone, which in a
 * demo goes to the log outbox. Outside the 0912 numbers the tests make up, so no test user becomes a seller.
 */
export const demoSeller = { mobile: '09350000000', fName: 'فروشنده', lName: 'نمونه', role: 'seller' } as const;

/**
 * The demo shop's supervisor (SPEC §6): while the shop is in maintenance, this account still sees the site
 * (a preview, lib/server/rendered-pages.ts). Signs in on /login with a one-time code like the seller; its profile is
 * complete (in Tehran, insert-account.ts), so the sign-in needs no profile step.
 */
export const demoSupervisor = {
  mobile: '09370000000',
  fName: 'ناظر',
  lName: 'نمونه',
  nationalCode: '0084500026',
  birthDate: '1985-06-22',
  role: 'supervisor',
} as const;

/** A demo customer with a complete profile (in Tehran); the dashboard's browser test signs in as this account. */
export const demoCustomer = {
  mobile: '09360000000',
  fName: 'مشتری',
  lName: 'نمونه',
  nationalCode: '0084500001',
  birthDate: '1990-03-21',
  role: 'customer',
} as const;

export const demoCustomerNotifications = [
  { kind: 'general', title: 'به فروشگاه خوش آمدید', body: 'حساب کاربری شما ساخته شد.', isModal: false, value: null },
] as const;
