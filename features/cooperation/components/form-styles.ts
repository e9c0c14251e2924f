export const inputClass =
  'w-full rounded-lg border border-line bg-white px-3 py-2.5 text-sm outline-none focus:border-brand aria-[invalid=true]:border-red-500 disabled:bg-gray-100';
export const primaryButton = 'rounded-lg bg-brand px-5 py-2.5 font-bold text-white disabled:cursor-not-allowed disabled:opacity-50';
export const secondaryButton = 'rounded-lg border border-line bg-white px-3 py-1.5 text-sm disabled:opacity-50';
export const card = 'rounded-xl border border-line bg-white p-4';
