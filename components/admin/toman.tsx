import { formatToman, TOMAN_UNIT } from '@/lib/format/money';

/** A toman amount in Persian digits with separators (the console's tables and cards). */
export function Toman({ amount, className = '' }: { amount: number; className?: string }) {
  return (
    <span className={`whitespace-nowrap ${className}`}>
      {formatToman(amount)} <span className="text-xs text-muted">{TOMAN_UNIT}</span>
    </span>
  );
}
