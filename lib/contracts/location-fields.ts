import type { ComponentType } from 'react';

/** The province → city pair a route hands a form (features/geo draws it; features do not import each other). */
export type LocationFieldsProps = {
  provinceId: number | null;
  cityId: number | null;
  onChange: (value: { provinceId: number | null; cityId: number | null }) => void;
  errors?: { provinceId?: string; cityId?: string };
  disabled?: boolean;
  /** A select was left: forms that validate on blur mark it visited. */
  onBlur?: (field: 'provinceId' | 'cityId') => void;
};

export type LocationFields = ComponentType<LocationFieldsProps>;
