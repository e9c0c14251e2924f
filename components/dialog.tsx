'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where the panel sits: centred (the login modal, confirmations), centred on wide screens and along the bottom edge up
 * to 768 px (SPEC §9: the popups), along the end side (the mini basket) or the start side (the console's menu), or over
 * the whole screen (the phone's search).
 */
const PLACES = {
  center: 'm-auto w-[calc(100%-2rem)] max-h-[90dvh]',
  sheet: 'm-auto w-[calc(100%-2rem)] max-h-[90dvh] max-[768.98px]:mb-0 max-[768.98px]:w-full max-[768.98px]:max-w-none',
  end: 'my-0 me-0 ms-auto h-dvh max-h-none w-full max-w-md',
  start: 'my-0 ms-0 me-auto h-dvh max-h-none w-72 max-w-[85vw]',
  full: 'm-0 size-full max-h-none max-w-none',
} as const;

type Props = {
  open: boolean;
  /** Escape, a click on the backdrop, or the page asking to close it. */
  onClose: () => void;
  /** The id of the heading that names the dialog, or `label` when it has none. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  id?: string;
  /** False while it must stay open (an action under way): Escape and a click on the backdrop then do nothing. */
  dismissible?: boolean;
  place?: keyof typeof PLACES;
  /** The panel's own look (width, padding, background); the place decides where it sits. */
  className?: string;
  children: ReactNode;
};

/** Tab and Shift+Tab go round inside the dialog instead of out to the browser's own controls. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  // Controls hidden by CSS are skipped by Tab too (checkVisibility is missing only where nothing is laid out).
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.checkVisibility?.() ?? true);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The one modal dialog of the shop, on the native `<dialog>` shown with showModal(): the page behind is inert (no
 * focus, no clicks), Escape closes it, and it sits in the top layer above everything. This adds what the element
 * leaves to us: Tab going round inside it, the page's scroll locked while it is open (styles/globals.css, `:modal`)
 * and focus back where it was when it closes. Its children mount only while it is open.
 */
export function Dialog({ open, onClose, labelledBy, label, describedBy, id, dismissible = true, place = 'center', className = '', children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const openRef = useRef(open);
  const onCloseRef = useRef(onClose);
  // Where focus was before opening, read while rendering the opening: by the time effects run, a child's autoFocus
  // has already moved it into the dialog.
  const [wasOpen, setWasOpen] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  if (open !== wasOpen && typeof document !== 'undefined') {
    setWasOpen(open);
    if (open) setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  }
  useEffect(() => {
    openRef.current = open;
    onCloseRef.current = onClose;
    returnTo.current = opener;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const giveFocusBack = () => {
    const back = returnTo.current;
    returnTo.current = null;
    if (back?.isConnected) back.focus();
  };

  // Unmounted while open (its page went away): the top layer, the scroll lock and focus are left as they were.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (!dialog?.open) return;
      dialog.close();
      giveFocusBack();
    };
  }, []);

  const onNativeClose = () => {
    giveFocusBack();
    // Escape closes the element itself; the state that opened it follows.
    if (openRef.current) onCloseRef.current();
  };

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    // The panel fills the element, so a click on the element itself landed on its ::backdrop.
    if (dismissible && event.target === event.currentTarget) onClose();
  };

  return (
    // A click on the backdrop is a mouse convenience; Escape and the dialog's own close button serve the keyboard.
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-describedby={describedBy}
      onCancel={(event) => {
        if (!dismissible) event.preventDefault();
      }}
      onClose={onNativeClose}
      onKeyDown={keepFocusInside}
      onClick={onBackdrop}
      className={`overflow-y-auto overscroll-contain border-0 bg-transparent p-0 text-ink backdrop:bg-black/40 ${PLACES[place]}`}
    >
      {open ? <div className={`min-h-full ${className}`}>{children}</div> : null}
    </dialog>
  );
}
