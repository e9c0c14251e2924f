import Link from 'next/link';
import { Price } from '@/components/price';
import type { BasketTotals } from '@/lib/contracts/basket';

type Props = { totals: BasketTotals | undefined; continueHref: string; canContinue: boolean };

function Row({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <div className={`flex justify-between ${strong ? 'font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd><Price amount={amount} /></dd>
    </div>
  );
}

/** SPEC §3 totals, the facility figures of a facility basket, and the continue button (SPEC §2). */
export function BasketSummary({ totals, continueHref, canContinue }: Props) {
  return (
    <div className="space-y-3">
      {totals ? (
        <dl className="space-y-2 text-sm">
          {totals.showDetail ? (
            // A facility basket's totals are what it costs through its plan, not the goods' price (issue 20).
            <>
              <Row label="قیمت نقدی کالاها" amount={totals.totallPriceAfterDiscount - totals.facilityDeference} />
              <Row label="جمع پرداختی با اقساط (پیش پرداخت و اقساط)" amount={totals.totallPriceAfterDiscount} strong />
            </>
          ) : (
            <>
              <Row label="قیمت کالاها" amount={totals.totallPrice} />
              {totals.totallDiscount > 0 ? <Row label="تخفیف" amount={totals.totallDiscount} /> : null}
              <Row label="جمع سبد خرید" amount={totals.totallPriceAfterDiscount} strong />
            </>
          )}
          {totals.showDetail ? (
            <>
              {totals.facilityName ? (
                <div className="flex justify-between pt-2 font-bold">
                  <dt>طرح اقساطی</dt>
                  <dd>{totals.facilityName}</dd>
                </div>
              ) : null}
              <Row label="مبلغ وام" amount={totals.loanAmount} />
              <Row label="پیش پرداخت" amount={totals.prepayment} />
              <Row label="مبلغ هر قسط" amount={totals.amountPerMonth} />
              <Row label="مابه‌التفاوت نقدی" amount={totals.facilityDeference} />
              {totals.showFinalRefundAmount ? <Row label="مبلغ بازپرداخت نهایی" amount={totals.finalRefundAmount} /> : null}
            </>
          ) : null}
        </dl>
      ) : null}
      {canContinue ? (
        <Link href={continueHref} className="block w-full rounded-lg bg-brand px-4 py-3 text-center font-bold text-white">
          ادامه فرایند خرید
        </Link>
      ) : (
        <button type="button" disabled className="w-full cursor-not-allowed rounded-lg bg-brand px-4 py-3 font-bold text-white opacity-50">
          ادامه فرایند خرید
        </button>
      )}
    </div>
  );
}
