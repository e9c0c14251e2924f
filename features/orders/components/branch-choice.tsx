'use client';

import type { Branch } from '@/lib/contracts/geo';

type Props = { branches: readonly Branch[]; value: number | null; onChange: (id: number) => void; legend: string; describedBy?: string };

/** One radio card per branch: its name, city and address, and opening hours. */
export function BranchChoice({ branches, value, onChange, legend, describedBy }: Props) {
  return (
    <fieldset aria-describedby={describedBy} className="flex flex-col gap-2 text-sm">
      <legend className="mb-2 font-bold">{legend}</legend>
      {branches.map((b) => (
        <label key={b.id} className={`flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-3 ${value === b.id ? 'border-brand ring-1 ring-brand' : 'border-line'}`}>
          <input type="radio" name="branch" className="mt-1" checked={value === b.id} onChange={() => onChange(b.id)} />
          <span className="flex flex-col gap-1">
            <span className="font-bold">{b.title}</span>
            <span>{`${b.cityTitle}، ${b.address}`}</span>
            <span className="text-muted">{b.workingHours}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
