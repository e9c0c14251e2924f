import type { ReactNode } from 'react';

export const inputClass =
  'w-full rounded-lg border border-line bg-white px-3 py-2 text-sm outline-none focus:border-brand aria-[invalid=true]:border-red-500 disabled:bg-gray-100';

/** The ids a control points at with aria-describedby: its hint and its error. */
export function describedBy(id: string, hint?: ReactNode, error?: string): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

type Props = { id: string; label: string; hint?: ReactNode; error?: string; required?: boolean; children: ReactNode };

/** A label, the control, a hint and the error, tied together by ids. */
export function Field({ id, label, hint, error, required, children }: Props) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden>
            {' '}*
          </span>
        ) : null}
      </label>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** A field's hint and error, with the ids its control points at (describedBy). */
export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
