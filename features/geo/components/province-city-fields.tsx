'use client';

import { useId } from 'react';
import { useProvinces } from '../api/get-provinces';

export const NO_OPTIONS = 'گزینه ای یافت نشد';
export const REQUIRED_MESSAGE = 'لطفا این فیلد را به درستی پر کنید';

type Props = {
  provinceId: number | null;
  cityId: number | null;
  onChange: (value: { provinceId: number | null; cityId: number | null }) => void;
  errors?: { provinceId?: string; cityId?: string };
  disabled?: boolean;
  onBlur?: (field: 'provinceId' | 'cityId') => void;
};

/** Province then city (SPEC §5): the cities follow the province, and changing the province clears the city. */
export function ProvinceCityFields({ provinceId, cityId, onChange, errors = {}, disabled, onBlur }: Props) {
  const id = useId();
  const { data: provinces = [], isPending, isError } = useProvinces();
  const cities = provinces.find((p) => p.id === provinceId)?.cities ?? [];
  const field = 'w-full rounded-lg border border-line bg-white px-3 py-2 text-sm disabled:bg-gray-100';

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-province`} className="text-sm">استان</label>
        <select
          id={`${id}-province`}
          className={field}
          value={provinceId ?? ''}
          disabled={disabled || isPending}
          aria-invalid={Boolean(errors.provinceId)}
          aria-describedby={errors.provinceId ? `${id}-province-error` : undefined}
          onBlur={() => onBlur?.('provinceId')}
          onChange={(e) => onChange({ provinceId: e.target.value ? Number(e.target.value) : null, cityId: null })}
        >
          <option value="">{isPending ? 'در حال بارگذاری…' : provinces.length === 0 || isError ? NO_OPTIONS : 'انتخاب استان'}</option>
          {provinces.map((p) => (
            <option key={p.id} value={p.id}>{p.title}</option>
          ))}
        </select>
        {errors.provinceId ? <p id={`${id}-province-error`} role="alert" className="text-xs text-red-600">{errors.provinceId}</p> : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-city`} className="text-sm">شهر</label>
        <select
          id={`${id}-city`}
          className={field}
          value={cityId ?? ''}
          disabled={disabled || provinceId === null}
          aria-invalid={Boolean(errors.cityId)}
          aria-describedby={errors.cityId ? `${id}-city-error` : undefined}
          onBlur={() => onBlur?.('cityId')}
          onChange={(e) => onChange({ provinceId, cityId: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{cities.length === 0 ? NO_OPTIONS : 'انتخاب شهر'}</option>
          {cities.map((c) => (
            <option key={c.id} value={c.id}>{c.title}</option>
          ))}
        </select>
        {errors.cityId ? <p id={`${id}-city-error`} role="alert" className="text-xs text-red-600">{errors.cityId}</p> : null}
      </div>
    </div>
  );
}
