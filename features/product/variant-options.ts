import type { ProductVariant, VariantAttribute } from '@/lib/contracts/product';

export type Slot = 'arrtib1' | 'arrtib2';
export const SLOTS: readonly Slot[] = ['arrtib1', 'arrtib2'];

export type SlotOptions = { slot: Slot; attributeTitle: string; type: number; values: VariantAttribute[] };

/** The distinct values each attribute slot takes across the variants, in variant order. */
export function slotOptions(variants: readonly ProductVariant[]): SlotOptions[] {
  const result: SlotOptions[] = [];
  for (const slot of SLOTS) {
    const values = new Map<number, VariantAttribute>();
    for (const v of variants) {
      const a = v[slot];
      if (a && !values.has(a.id)) values.set(a.id, a);
    }
    const first = values.values().next().value;
    if (first) result.push({ slot, attributeTitle: first.attributeTitle, type: first.type, values: [...values.values()] });
  }
  return result;
}

/**
 * The variant a click on `valueId` in `slot` leads to: the one keeping the other slot's current value,
 * else one in stock with that value, else any with that value.
 */
export function pickVariant(
  variants: readonly ProductVariant[],
  current: ProductVariant,
  slot: Slot,
  valueId: number,
): ProductVariant | undefined {
  const other: Slot = slot === 'arrtib1' ? 'arrtib2' : 'arrtib1';
  const withValue = variants.filter((v) => v[slot]?.id === valueId);
  return (
    withValue.find((v) => v[other]?.id === current[other]?.id) ??
    withValue.find((v) => v.stock > 0) ??
    withValue[0]
  );
}
