import type { LoanCheque } from '@/lib/contracts/loans';
import { toPersianDigits } from '@/lib/format/digits';
import { formatTomanWithUnit } from '@/lib/format/money';

/** The guarantee cheques a credit officer recorded, and the instalments each one covers. */
export function LoanCheques({ cheques }: { cheques: readonly LoanCheque[] }) {
  if (cheques.length === 0) return null;
  return (
    <section aria-labelledby="loan-cheques" className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 text-sm">
      <h2 id="loan-cheques" className="font-bold">چک‌های ضمانت</h2>
      <ul className="divide-y divide-line">
        {cheques.map((c) => (
          <li key={c.id} className="flex flex-wrap justify-between gap-2 py-2">
            <span>{c.bankTitle}</span>
            <span>
              {'شناسه صیادی '}
              <bdi dir="ltr">{toPersianDigits(c.sayadId)}</bdi>
            </span>
            <span>{`تاریخ ${c.jalali}`}</span>
            <span>{`اقساط ${c.numbers.map(toPersianDigits).join('، ')}`}</span>
            <span className="font-bold">{formatTomanWithUnit(c.amount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
