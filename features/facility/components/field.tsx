import type { ReactNode } from 'react';

export const inputClass =
  'w-full rounded-lg border border-line bg-white px-3 py-2.5 text-sm outline-none focus:border-brand aria-[invalid=true]:border-red-500 disabled:bg-gray-100';

/** A label, its control and the control's error, tied by `${id}-error`. */
export function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm">{label}</label>
      {children}
      {error ? <p id={`${id}-error`} role="alert" className="text-xs text-red-600">{error}</p> : null}
    </div>
  );
}

export const errorProps = (id: string, error?: string) => ({ 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined });

export const primaryButton = 'rounded-lg bg-brand px-5 py-2.5 font-bold text-white disabled:cursor-not-allowed disabled:opacity-50';
