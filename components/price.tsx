import { formatToman, TOMAN_UNIT } from '@/lib/format/money';

/** A toman amount in Persian digits with thousands separators. */
export function Price({ amount, className = '' }: { amount: number; className?: string }) {
  return (
    <span className={className}>
      {formatToman(amount)} <span className="text-xs font-normal">{TOMAN_UNIT}</span>
    </span>
  );
}
