import { Price } from '@/components/price';
import type { FacilityFigures } from '@/lib/facility/calculator';

function Row({ label, amount }: { label: string; amount: number }) {
  return (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd><Price amount={amount} /></dd>
    </div>
  );
}

/** The SPEC §9 facility figures: loan amount, prepayment, instalment, cash difference and final refund. */
export function FacilityFiguresList({ figures }: { figures: Pick<FacilityFigures, 'loanAmount' | 'prepayment' | 'amountPerMonth' | 'facilityDeference' | 'finalRefundAmount'> }) {
  return (
    <dl className="space-y-1 text-sm">
      <Row label="مبلغ وام" amount={figures.loanAmount} />
      <Row label="پیش پرداخت" amount={figures.prepayment} />
      <Row label="مبلغ هر قسط" amount={figures.amountPerMonth} />
      <Row label="مابه‌التفاوت نقدی" amount={figures.facilityDeference} />
      <Row label="مبلغ بازپرداخت نهایی" amount={figures.finalRefundAmount} />
    </dl>
  );
}
