/** SPEC §2: on these paths only the page content shows (no header, no footer). Matched exactly. */
export const BARE_SHELL_PATHS: readonly string[] = [
  '/invoice',
  '/order',
  '/leasingloanrequest',
  '/leasingloanrequest/checkout',
  '/leasingloanrequest/check',
  '/login',
  '/payment/summery',
  '/payment/wallet',
  '/payment/response',
  '/checked',
  '/planloanrequest',
  '/planloanrequest/form',
  '/planloanguide',
  '/buyInPerson',
  '/pay',
  '/pay/2',
  '/digiPay',
  '/beta',
  '/loanlanding',
  '/loanbeta/register',
  '/loanbeta/check',
  '/keepa',
];

/** The cart is bare only for visitors who are not signed in (SPEC §2). */
export const CART_PATH = '/cart';

/** SPEC §2: the mobile bottom bar stays on the bare paths except this one. */
const NO_MOBILE_NAV_PATH = '/order';

export type ShellViewer = { loggedIn: boolean };

function normalise(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Pages under these prefixes are bare too: the sandboxes stand for a bank's or a credit provider's own site. */
const BARE_SHELL_PREFIXES: readonly string[] = ['/sandbox-bank/', '/credit-sandbox/'];

/** Our own pages that close a bare SPEC flow, bare like it: /pay/result ends /pay and /pay/2. */
const FLOW_END_PATHS: readonly string[] = ['/pay/result'];

/** Dashboard pages have their own layout without the site shell (SPEC §2). */
export function isDashboardPath(pathname: string): boolean {
  const path = normalise(pathname);
  return path === '/dashboard' || path.startsWith('/dashboard/');
}

/** The operator console has its own frame and none of the shop's shell. */
export function isConsolePath(pathname: string): boolean {
  const path = normalise(pathname);
  return path === '/admin' || path.startsWith('/admin/');
}

/** True where the header and footer are hidden. */
export function hidesHeaderAndFooter(pathname: string, viewer: ShellViewer): boolean {
  const path = normalise(pathname);
  if (path === CART_PATH) return !viewer.loggedIn;
  return (
    BARE_SHELL_PATHS.includes(path) ||
    FLOW_END_PATHS.includes(path) ||
    BARE_SHELL_PREFIXES.some((p) => path.startsWith(p)) ||
    isDashboardPath(path) ||
    isConsolePath(path)
  );
}

/** True where the mobile bottom bar shows: everywhere but /order, the sandboxes, the dashboard and the console. */
export function showsMobileNav(pathname: string): boolean {
  const path = normalise(pathname);
  return path !== NO_MOBILE_NAV_PATH && !BARE_SHELL_PREFIXES.some((p) => path.startsWith(p)) && !isDashboardPath(path) && !isConsolePath(path);
}

/** Pages that stay open while the shop is in maintenance: signing in, so supervisors can get in (SPEC §6, issue 20). */
const OPEN_IN_MAINTENANCE_PATHS: readonly string[] = ['/login'];

export function staysOpenInMaintenance(pathname: string): boolean {
  return OPEN_IN_MAINTENANCE_PATHS.includes(normalise(pathname));
}
