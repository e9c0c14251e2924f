import Cookies from 'js-cookie';
import type { SiteNotification } from '@/lib/contracts/content';

/** SPEC §4: each popup counts its remaining views on this device in a cookie of its own. */
export const popupCookieName = (id: number) => `popup_views_${id}`;

const COOKIE_DAYS = 365;

export function remainingViews(popup: Pick<SiteNotification, 'id' | 'viewCount'>): number {
  const stored = Number.parseInt(Cookies.get(popupCookieName(popup.id)) ?? '', 10);
  return Number.isInteger(stored) && stored >= 0 ? stored : popup.viewCount;
}

export function countView(popup: Pick<SiteNotification, 'id' | 'viewCount'>): void {
  Cookies.set(popupCookieName(popup.id), String(Math.max(0, remainingViews(popup) - 1)), {
    expires: COOKIE_DAYS,
    sameSite: 'Lax',
    path: '/',
  });
}

/** An operator switching a popup off also resets its count, so switching it on again starts over. */
export function forgetPopup(id: number): void {
  Cookies.remove(popupCookieName(id), { path: '/' });
}
