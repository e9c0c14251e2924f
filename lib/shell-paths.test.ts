import { describe, expect, it } from 'vitest';
import { BARE_SHELL_PATHS, hidesHeaderAndFooter, isConsolePath, isDashboardPath, showsMobileNav, staysOpenInMaintenance } from './shell-paths';

const guest = { loggedIn: false };
const member = { loggedIn: true };

// SPEC §2 "Paths where header, footer and mobile navigation are hidden", written out once more on purpose.
const specPaths = [
  '/invoice', '/order',
  '/leasingloanrequest', '/leasingloanrequest/checkout', '/leasingloanrequest/check',
  '/login',
  '/payment/summery', '/payment/wallet', '/payment/response',
  '/checked',
  '/planloanrequest', '/planloanrequest/form', '/planloanguide',
  '/buyInPerson', '/pay', '/pay/2', '/digiPay',
  '/beta', '/loanlanding', '/loanbeta/register', '/loanbeta/check', '/keepa',
];

describe('hidesHeaderAndFooter', () => {
  it('lists exactly the SPEC paths', () => {
    expect([...BARE_SHELL_PATHS].sort()).toEqual([...specPaths].sort());
  });

  it.each(specPaths)('hides the header and footer on %s for guests and members', (path) => {
    expect(hidesHeaderAndFooter(path, guest)).toBe(true);
    expect(hidesHeaderAndFooter(path, member)).toBe(true);
    expect(hidesHeaderAndFooter(`${path}/`, guest)).toBe(true);
    expect(hidesHeaderAndFooter(`${path}?x=1`, guest)).toBe(true);
  });

  it('hides them on /cart only for a visitor who is not signed in', () => {
    expect(hidesHeaderAndFooter('/cart', guest)).toBe(true);
    expect(hidesHeaderAndFooter('/cart', member)).toBe(false);
  });

  it('keeps them on storefront pages and on paths that merely start like a bare one', () => {
    for (const path of ['/', '/faq', '/agency', '/shop', '/shop/category-mobile', '/products/1/x', '/pay/3', '/orders', '/loginx', '/payment']) {
      expect(hidesHeaderAndFooter(path, guest)).toBe(false);
    }
  });

  it('matches the camel-cased paths as written', () => {
    expect(hidesHeaderAndFooter('/buyinperson', guest)).toBe(false);
    expect(hidesHeaderAndFooter('/digipay', guest)).toBe(false);
  });

  it('leaves the operator console to its own frame: no header, footer or mobile bar', () => {
    expect(isConsolePath('/admin')).toBe(true);
    expect(isConsolePath('/admin/staff?page=2')).toBe(true);
    expect(isConsolePath('/administrator')).toBe(false);
    expect(hidesHeaderAndFooter('/admin/audit', member)).toBe(true);
    expect(showsMobileNav('/admin')).toBe(false);
    expect(showsMobileNav('/admin/staff')).toBe(false);
  });

  it('leaves the dashboard to its own layout', () => {
    expect(isDashboardPath('/dashboard')).toBe(true);
    expect(isDashboardPath('/dashboard/orders/12')).toBe(true);
    expect(isDashboardPath('/dashboards')).toBe(false);
    expect(hidesHeaderAndFooter('/dashboard/wallet', member)).toBe(true);
  });
});

describe('the sandbox bank', () => {
  it('stands alone like a bank’s own site: no header, footer or mobile bar', () => {
    const page = '/sandbox-bank/AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    expect(hidesHeaderAndFooter(page, { loggedIn: true })).toBe(true);
    expect(showsMobileNav(page)).toBe(false);
    expect(hidesHeaderAndFooter('/sandbox-bankrupt', { loggedIn: true })).toBe(false);
  });
});

describe('the end of the payment link flow', () => {
  it('/pay/result is bare like /pay and /pay/2, and keeps the mobile bar as they do', () => {
    expect(hidesHeaderAndFooter('/pay/result', { loggedIn: false })).toBe(true);
    expect(showsMobileNav('/pay/result')).toBe(true);
  });
});

describe('showsMobileNav', () => {
  it.each(specPaths.filter((p) => p !== '/order'))('keeps the mobile bar on %s', (path) => {
    expect(showsMobileNav(path)).toBe(true);
  });

  it('drops it on /order only', () => {
    expect(showsMobileNav('/order')).toBe(false);
    expect(showsMobileNav('/order/')).toBe(false);
    expect(showsMobileNav('/cart')).toBe(true);
    expect(showsMobileNav('/')).toBe(true);
  });

  it('drops it in the dashboard, which has its own layout', () => {
    expect(showsMobileNav('/dashboard/favorites')).toBe(false);
  });
});

describe('maintenance', () => {
  it('keeps the sign-in page open, and only it', () => {
    expect(staysOpenInMaintenance('/login')).toBe(true);
    expect(staysOpenInMaintenance('/login/')).toBe(true);
    expect(staysOpenInMaintenance('/login?c=/dashboard')).toBe(true);
    for (const path of ['/', '/cart', '/order', '/dashboard', '/loginx', '/products/1/x']) expect(staysOpenInMaintenance(path)).toBe(false);
  });
});
