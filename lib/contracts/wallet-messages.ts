import { formatTomanWithUnit } from '@/lib/format/money';

// Kept free of zod so the wallet's client components can show them without zod's runtime.
export const walletMessages = {
  insufficient: 'موجودی کیف پول کافی نیست',
  duplicateReference: 'این تراکنش پیش‌تر در کیف پول ثبت شده است',
  amount: 'مبلغ شارژ را به درستی وارد کنید',
  amountMin: (min: number) => `کمترین مبلغ شارژ ${formatTomanWithUnit(min)} است`,
  amountMax: (max: number) => `بیشترین مبلغ شارژ ${formatTomanWithUnit(max)} است`,
  kinds: {
    charge: 'شارژ کیف پول',
    payment: 'پرداخت از کیف پول',
    refund: 'بازگشت وجه به کیف پول',
    adjustment: 'اصلاح موجودی',
  },
} as const;

/** Toman amounts typed in any digit set, with or without separators; NaN when it is not a whole number. */
export function parseTomanInput(value: string): number {
  const latin = value
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\s,\u066c\u200c-\u200f]/g, '');
  return /^[0-9]{1,15}$/.test(latin) ? Number(latin) : Number.NaN;
}
