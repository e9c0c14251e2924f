'use client';

import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { JalaliDateInput } from '../inputs/jalali-date-input';
import { JalaliRangeInput, type DayRange } from '../inputs/jalali-range-input';
import { TomanInput } from '../inputs/toman-input';
import { describedBy, Field, FieldMessages, inputClass } from './field';

/**
 * What every form field takes: the form's control, the field's name in the zod schema, and its words. `required`
 * marks the field (a star, aria-required); the zod schema decides, with its Persian message, not the browser.
 */
type Base<T extends FieldValues, O = T> = { control: Control<T, unknown, O>; name: FieldPath<T>; label: string; hint?: ReactNode; required?: boolean; disabled?: boolean };

function useField<T extends FieldValues, O = T>({ control, name }: Base<T, O>) {
  const id = `${useId()}-${name}`;
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  return { id, inputRef: ref, field, error: fieldState.error?.message };
}

export function TextField<T extends FieldValues, O = T>(props: Base<T, O> & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'dir' | 'maxLength'>) {
  const { label, hint, required, disabled, type, inputMode, autoComplete, placeholder, dir, maxLength } = props;
  const { id, inputRef, field, error } = useField(props);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={placeholder}
        dir={dir}
        maxLength={maxLength}
        name={field.name}
        ref={inputRef}
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass}
      />
    </Field>
  );
}

export function TextareaField<T extends FieldValues, O = T>(props: Base<T, O> & { rows?: number; maxLength?: number }) {
  const { label, hint, required, disabled, rows = 4, maxLength } = props;
  const { id, inputRef, field, error } = useField(props);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <textarea
        id={id}
        aria-required={required || undefined}
        name={field.name}
        ref={inputRef}
        rows={rows}
        maxLength={maxLength}
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass}
      />
    </Field>
  );
}

export type Option = { value: string; label: string };

export function SelectField<T extends FieldValues, O = T>(props: Base<T, O> & { options: Option[]; placeholder?: string }) {
  const { label, hint, required, disabled, options, placeholder } = props;
  const { id, inputRef, field, error } = useField(props);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <select
        id={id}
        aria-required={required || undefined}
        name={field.name}
        ref={inputRef}
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function CheckboxField<T extends FieldValues, O = T>(props: Base<T, O>) {
  const { label, hint, disabled } = props;
  const { id, inputRef, field, error } = useField(props);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex items-center gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          name={field.name}
          ref={inputRef}
          checked={Boolean(field.value)}
          onChange={(e) => field.onChange(e.target.checked)}
          onBlur={field.onBlur}
          disabled={disabled}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy(id, hint, error)}
          className="size-4 accent-brand"
        />
        {label}
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** An integer toman amount (null when empty); the label should name the unit for screen readers. */
export function TomanField<T extends FieldValues, O = T>(props: Base<T, O>) {
  const { label, hint, required, disabled } = props;
  const { id, inputRef, field, error } = useField(props);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <TomanInput
        id={id}
        aria-required={required || undefined}
        name={field.name}
        ref={inputRef}
        value={(field.value as number | null | undefined) ?? null}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </Field>
  );
}

/** A Tehran day, 'YYYY-MM-DD'. */
export function JalaliDateField<T extends FieldValues, O = T>(props: Base<T, O> & { min?: string; max?: string }) {
  const { label, hint, required, disabled, min, max } = props;
  const { id, inputRef, field, error } = useField(props);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <JalaliDateInput inputRef={inputRef} id={id} value={field.value as string | undefined} onChange={field.onChange} min={min} max={max} disabled={disabled} invalid={Boolean(error)} describedBy={describedBy(id, hint, error)} />
    </Field>
  );
}

/** A range of Tehran days, { from, to }. */
export function JalaliDateRangeField<T extends FieldValues, O = T>(props: Base<T, O>) {
  const { label, hint, required, disabled } = props;
  const { id, inputRef, field, error } = useField(props);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <JalaliRangeInput inputRef={inputRef} id={id} value={(field.value as DayRange | undefined) ?? {}} onChange={field.onChange} disabled={disabled} invalid={Boolean(error)} describedBy={describedBy(id, hint, error)} />
    </Field>
  );
}
