'use client';
import { Controller, type Control, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import type { LocationFields, LocationFieldsProps } from '@/lib/contracts/location-fields';

/** A chosen id from a form value: a positive number, or the digits a string-typed schema keeps. */
const asId = (v: unknown) => (typeof v === 'number' ? (v > 0 ? v : null) : typeof v === 'string' && v ? Number(v) : null);

/**
 * Province and city as two react-hook-form fields, drawn together by the route's LocationFields (a city belongs to
 * its province, so one change sets both). `empty` is what a field holds when nothing is chosen: 0, or '' where the
 * schema takes strings.
 */
export function LocationController<T extends FieldValues, Context, Output extends FieldValues>({
  control,
  Fields,
  names,
  errors,
  empty = 0,
  disabled,
}: {
  control: Control<T, Context, Output>;
  Fields: LocationFields;
  names: { provinceId: Path<T>; cityId: Path<T> };
  errors: LocationFieldsProps['errors'];
  empty?: 0 | '';
  disabled?: boolean;
}) {
  const valueOf = (id: number | null) => (id ?? empty) as PathValue<T, Path<T>>;
  return (
    <Controller
      control={control}
      name={names.provinceId}
      render={({ field: province }) => (
        <Controller
          control={control}
          name={names.cityId}
          render={({ field: city }) => (
            <Fields
              provinceId={asId(province.value)}
              cityId={asId(city.value)}
              errors={errors}
              disabled={disabled}
              onChange={(next) => {
                province.onChange(valueOf(next.provinceId));
                city.onChange(valueOf(next.cityId));
              }}
              onBlur={(which) => (which === 'provinceId' ? province : city).onBlur()}
            />
          )}
        />
      )}
    />
  );
}
