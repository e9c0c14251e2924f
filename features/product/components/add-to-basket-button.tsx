/** Wired to the basket in the basket issue; until then it shows but does nothing. */
export function AddToBasketButton({ available }: { available: boolean }) {
  return (
    <button
      type="button"
      disabled
      title="به زودی"
      className="w-full rounded-lg bg-brand px-4 py-3 font-bold text-white disabled:cursor-not-allowed disabled:opacity-60"
    >
      {available ? 'افزودن به سبد خرید' : 'ناموجود'}
    </button>
  );
}
