import type { ReactNode } from 'react';

export const inputClass =
  'w-full rounded-lg border border-line bg-white px-3 py-2.5 text-sm outline-none focus:border-brand aria-[invalid=true]:border-red-500 disabled:bg-gray-100';

type Props = { id: string; label: string; error?: string; children: ReactNode };

/** A label, the control, and its error tied by `${id}-error` (controls set aria-describedby to it). */
export function FormField({ id, label, error, children }: Props) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const describedBy = (id: string, error?: string) => (error ? `${id}-error` : undefined);
