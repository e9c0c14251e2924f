'use client';

import { JalaliDateInput } from '@/components/jalali-date-input';
import { BIRTH_PICKER_YEARS_BACK } from '@/lib/validators/birth-date';
import { describedBy, FormField, inputClass } from './form-field';

type Props = {
  id: string;
  /** SPEC §7: YYYY-MM-DDT00:00:00. */
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  latest: string;
  error?: string;
  disabled?: boolean;
};

/** SPEC §5 birth date: a Jalali picker whose latest day is today − 6 years; the value is YYYY-MM-DDT00:00:00. */
export function BirthDateField({ id, value, onChange, onBlur, latest, error, disabled }: Props) {
  return (
    <FormField id={id} label="تاریخ تولد" error={error}>
      <JalaliDateInput
        id={id}
        value={value?.slice(0, 10)}
        onChange={(day) => onChange(`${day}T00:00:00`)}
        onBlur={onBlur}
        latest={latest}
        openYearsBack={BIRTH_PICKER_YEARS_BACK}
        className={inputClass}
        invalid={Boolean(error)}
        describedBy={describedBy(id, error)}
        disabled={disabled}
      />
    </FormField>
  );
}
