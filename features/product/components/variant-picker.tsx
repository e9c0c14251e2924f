'use client';

import { useId } from 'react';
import type { ProductVariant } from '@/lib/contracts/product';
import { pickVariant, slotOptions, type SlotOptions } from '../variant-options';

type Props = { variants: readonly ProductVariant[]; selected: ProductVariant; onSelect: (variantId: number) => void };

/** Colour swatches for type 1 attributes and text chips for type 2 (SPEC §3 arrtib1/arrtib2). */
export function VariantPicker({ variants, selected, onSelect }: Props) {
  const groups = slotOptions(variants);
  if (groups.length === 0) return null;
  return (
    <div className="space-y-4">
      {groups.map((g) => (
        <SlotPicker key={g.slot} group={g} variants={variants} selected={selected} onSelect={onSelect} />
      ))}
    </div>
  );
}

function SlotPicker({ group, variants, selected, onSelect }: Props & { group: SlotOptions }) {
  const name = useId();
  const current = selected[group.slot];
  const colour = group.type === 1;
  return (
    <fieldset>
      <legend className="mb-2 text-sm">
        {group.attributeTitle}: <span className="font-bold">{current?.title ?? '—'}</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {group.values.map((value) => {
          const target = pickVariant(variants, selected, group.slot, value.id);
          const soldOut = !target || target.stock <= 0;
          return (
            <label key={value.id} className="cursor-pointer" title={value.title}>
              <input
                type="radio"
                name={name}
                value={value.id}
                checked={current?.id === value.id}
                onChange={() => target && onSelect(target.id)}
                className="peer sr-only"
              />
              {colour ? (
                <span
                  className={`flex items-center gap-2 rounded-full border-2 border-line py-1 ps-1 pe-3 text-sm peer-checked:border-brand peer-focus-visible:outline-2 peer-focus-visible:outline-brand ${soldOut ? 'opacity-50' : ''}`}
                >
                  <span className="size-6 rounded-full border border-black/10" style={{ backgroundColor: value.value }} aria-hidden />
                  <span>{value.title}</span>
                  {soldOut ? <span className="sr-only">، ناموجود</span> : null}
                </span>
              ) : (
                <span
                  className={`block rounded-lg border-2 border-line px-3 py-1.5 text-sm peer-checked:border-brand peer-checked:font-bold peer-focus-visible:outline-2 peer-focus-visible:outline-brand ${soldOut ? 'text-muted line-through' : ''}`}
                >
                  {value.title}
                  {soldOut ? <span className="sr-only">، ناموجود</span> : null}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
