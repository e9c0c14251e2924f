import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

export const SearchIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" className={className} {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" strokeLinecap="round" />
  </svg>
);

export const CloseIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" className={className} {...p}>
    <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
  </svg>
);

export const Spinner = () => (
  <span role="status" aria-label="در حال جستجو" className="block size-4 animate-spin rounded-full border-2 border-line border-t-brand" />
);
