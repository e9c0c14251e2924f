import type { Ref } from 'react';
import { inputClass } from '../form/field';

export type PickerFieldProps = { id: string; inputRef?: Ref<HTMLInputElement>; placeholder: string; disabled?: boolean; invalid?: boolean; describedBy?: string };

/** The text box a date picker opens from: by click, Enter, Space or the down arrow. */
export function pickerInput({ id, inputRef, placeholder, disabled, invalid, describedBy }: PickerFieldProps) {
  function PickerInput(shown: string, open: () => void) {
    return (
      <input
        ref={inputRef}
        id={id}
        readOnly
        value={shown}
        placeholder={placeholder}
        onClick={open}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') open();
        }}
        disabled={disabled}
        className={inputClass}
        aria-haspopup="dialog"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    );
  }
  return PickerInput;
}

/** Empties a picker's value. */
export function ClearButton({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <button type="button" onClick={onClear} className="absolute inset-y-0 end-2 my-auto h-7 rounded px-2 text-xs text-muted hover:bg-gray-100" aria-label={label}>
      ×
    </button>
  );
}
