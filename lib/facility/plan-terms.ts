import { toPersianDigits } from '@/lib/format/digits';
import type { LoanTerms } from './instalments';

/** A basis-point rate as a Persian percentage: 5 → '۰٫۰۵٪'. */
export function percentOfBp(bp: number): string {
  const text = (bp / 100).toFixed(2).replace(/\.?0+$/, '');
  return `${toPersianDigits(text).replace('.', '٫')}٪`;
}

/** The plan's servicing rules in one sentence each, for the plan's description (docs/instalments.md). */
export function planTermsText(terms: LoanTerms): { lateFee: string; settlement: string } {
  const lateFee =
    terms.lateFeeDailyBp === 0
      ? 'این طرح جریمه دیرکرد ندارد.'
      : `جریمه دیرکرد: روزانه ${percentOfBp(terms.lateFeeDailyBp)} مبلغ پرداخت‌نشده قسط، از روز پس از سررسید` +
        (terms.lateFeeGraceDays > 0 ? `؛ قسطی که تا ${toPersianDigits(terms.lateFeeGraceDays)} روز پس از سررسید پرداخت شود جریمه ندارد.` : '.');
  const settlement =
    terms.settlementRebatePercent === 0
      ? 'تسویه زودهنگام: کل مانده اقساط بدون تخفیف.'
      : `تسویه زودهنگام: ${terms.settlementRebatePercent === 100 ? 'سود' : `${toPersianDigits(terms.settlementRebatePercent)}٪ سود`} ماه‌هایی که هنوز آغاز نشده‌اند کسر می‌شود.`;
  return { lateFee, settlement };
}
