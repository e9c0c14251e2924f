import type { SVGProps } from 'react';

// Decorative; every control using one carries its own Persian name.
export const PersonIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden focusable={false} {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);

/** The toman sign the header wallet shows after the amount (SPEC §2 "currency icon"). */
export const TomanIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" aria-hidden focusable={false} {...p}>
    <path d="M4 14c0 2 1.5 3 3 3s3-1 3-3V8M14 8v6a3 3 0 0 0 6 0M17 5v.01M12 20h.01" />
  </svg>
);
