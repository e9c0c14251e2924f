import 'server-only';

/**
 * The demo shop's seller (SPEC §6 seller mode, noCheck): signs in with a one-time code like anyone, which in a
 * demo goes to the log outbox. Outside the 0912 numbers the tests make up, so no test user becomes a seller.
 */
export const demoSeller = { mobile: '09350000000', fName: 'فروشنده', lName: 'نمونه', role: 'seller' } as const;

/**
 * A demo customer with a complete profile (in Tehran) whose wallet charges came back while two facility orders
 * waited: each unseen modal notification offers to continue its order (SPEC §4). The browser tests sign in as this
 * account, one modal per screen size.
 */
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
  { kind: 'wallet', title: 'کیف پول شما شارژ شد', body: 'برای ادامه سفارش اقساطی خود، پرداخت را تکمیل کنید.', isModal: true, value: '1001' },
  { kind: 'wallet', title: 'کیف پول شما شارژ شد', body: 'برای ادامه سفارش تسهیلاتی خود، پرداخت را تکمیل کنید.', isModal: true, value: '1002' },
] as const;
