import type { ButtonHTMLAttributes, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-dark',
  secondary: 'border border-line bg-white text-ink hover:bg-gray-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  ghost: 'text-ink hover:bg-gray-100',
};

/** The console's button look, for buttons and for links that act as buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${extra}`;
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; pending?: boolean; ref?: Ref<HTMLButtonElement> };

/** A button; while `pending` it is disabled and says so to screen readers. */
export function Button({ variant = 'primary', pending = false, className = '', disabled, type = 'button', children, ...rest }: Props) {
  return (
    <button type={type} disabled={disabled || pending} aria-busy={pending || undefined} className={buttonClass(variant, className)} {...rest}>
      {pending ? <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent" /> : null}
      {children}
    </button>
  );
}
