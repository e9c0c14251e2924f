import { describe, expect, it } from 'vitest';
import { percentOfBp, planTermsText } from './plan-terms';

describe('a plan’s servicing rules in words', () => {
  it('writes rates in Persian digits', () => {
    expect(percentOfBp(5)).toBe('۰٫۰۵٪');
    expect(percentOfBp(10)).toBe('۰٫۱٪');
    expect(percentOfBp(100)).toBe('۱٪');
  });

  it('states the late fee with its grace days and the early settlement rebate', () => {
    expect(planTermsText({ lateFeeDailyBp: 5, lateFeeGraceDays: 3, settlementRebatePercent: 100 })).toEqual({
      lateFee: 'جریمه دیرکرد: روزانه ۰٫۰۵٪ مبلغ پرداخت‌نشده قسط، از روز پس از سررسید؛ قسطی که تا ۳ روز پس از سررسید پرداخت شود جریمه ندارد.',
      settlement: 'تسویه زودهنگام: سود ماه‌هایی که هنوز آغاز نشده‌اند کسر می‌شود.',
    });
    expect(planTermsText({ lateFeeDailyBp: 0, lateFeeGraceDays: 0, settlementRebatePercent: 50 })).toEqual({
      lateFee: 'این طرح جریمه دیرکرد ندارد.',
      settlement: 'تسویه زودهنگام: ۵۰٪ سود ماه‌هایی که هنوز آغاز نشده‌اند کسر می‌شود.',
    });
  });
});
