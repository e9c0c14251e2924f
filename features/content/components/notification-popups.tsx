'use client';

import { NavLink } from '@/components/nav-link';
import { useEffect, useState } from 'react';
import { Dialog } from '@/components/dialog';
import type { SiteNotification } from '@/lib/contracts/content';
import { imageUrl, pickImage } from '@/lib/images';
import { POPUP } from './notification-types';
import { countView, forgetPopup, remainingViews } from './popup-views';

/** SPEC §9: the phone layout of a popup applies up to this width. */
export const MOBILE_POPUP_MAX_WIDTH = 768;

const SESSION_KEY = 'popup_shown';

type Shown = { popup: SiteNotification; src: string };

function popupSource(popup: SiteNotification): string | null {
  const image = pickImage(popup.images);
  return image ? imageUrl(image.src, { width: 480 }) : null;
}

/** The first popup this device still has views left for, shown once its picture has loaded (SPEC §4). */
export function NotificationPopups({ notifications }: { notifications: SiteNotification[] }) {
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    const popups = notifications.filter((n) => n.type === POPUP);
    for (const p of popups) if (!p.active) forgetPopup(p.id);
    const narrow = window.matchMedia(`(max-width: ${MOBILE_POPUP_MAX_WIDTH}px)`).matches;
    // One popup per visit: the device's view budget (SPEC §4) is spread over visits, not page loads.
    if (sessionStorage.getItem(SESSION_KEY)) return;
    const popup = popups.find((p) => p.active && (p.mobileView || !narrow) && popupSource(p) && remainingViews(p) > 0);
    const src = popup && popupSource(popup);
    if (!popup || !src) return;
    let cancelled = false;
    const preload = new Image();
    preload.onload = () => {
      if (cancelled) return;
      countView(popup);
      sessionStorage.setItem(SESSION_KEY, String(popup.id));
      setShown({ popup, src });
    };
    preload.src = src;
    return () => {
      cancelled = true;
    };
  }, [notifications]);

  const close = () => setShown(null);
  const popup = shown?.popup;
  const picture = shown ? (
    // eslint-disable-next-line @next/next/no-img-element -- already preloaded from this exact URL
    <img src={shown.src} alt={shown.popup.alt || shown.popup.title} width={480} height={480} className="block h-auto w-full" />
  ) : null;
  return (
    <Dialog
      open={Boolean(shown)}
      onClose={close}
      label={popup?.title}
      place="sheet"
      className="relative mx-auto max-w-[450px] overflow-hidden rounded-2xl bg-white shadow-xl max-[768.98px]:max-w-none max-[768.98px]:rounded-b-none"
    >
      <button
        type="button"
        onClick={close}
        aria-label="بستن"
        className="absolute end-2 top-2 z-10 flex size-9 items-center justify-center rounded-full bg-white/90 text-xl leading-none shadow"
      >
        ×
      </button>
      {popup?.link ? (
        <NavLink href={popup.link} onClick={close} className="block">
          {picture}
        </NavLink>
      ) : (
        picture
      )}
    </Dialog>
  );
}
