import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { documentTitles, guaranteeTitles } from '@/lib/contracts/facility-messages';
import { toPersianDigits } from '@/lib/format/digits';
import { formatToman, TOMAN_UNIT } from '@/lib/format/money';
import { percentOfBp, planTermsText } from '@/lib/facility/plan-terms';
import { listPlans } from '@/lib/server/services/facility/plans';

export const metadata: Metadata = { title: 'راهنمای خرید اقساطی' };

const steps = ['انتخاب طرح و مبلغ (از سبد خرید یا مبلغ دلخواه)', 'تکمیل مشخصات، شغل و درآمد', 'انتخاب نوع ضمانت و بارگذاری مدارک', 'اعتبارسنجی با کد ملی', 'تعیین نوبت مراجعه به شعبه برای بررسی مدارک'];

/** /planloanguide (shell hidden, SPEC §2): the plans, documents, guarantees and steps of an instalment purchase. */
export default async function PlanLoanGuidePage() {
  await connection();
  const plans = await listPlans('plan');
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4 leading-8">
      <h1 className="text-2xl font-bold">راهنمای خرید اقساطی</h1>
      <section aria-labelledby="guide-plans" className="space-y-2">
        <h2 id="guide-plans" className="text-lg font-bold">طرح‌ها</h2>
        <table className="w-full text-sm">
          <thead><tr className="border-b border-line"><th scope="col" className="p-2 text-start">طرح</th><th scope="col" className="p-2 text-start">حداقل پیش پرداخت</th><th scope="col" className="p-2 text-start">سود سالانه</th><th scope="col" className="p-2 text-start">ضمانت</th><th scope="col" className="p-2 text-start">سقف وام</th><th scope="col" className="p-2 text-start">جریمه دیرکرد روزانه</th></tr></thead>
          <tbody>
            {plans.map((p) => (
              <tr key={p.id} className="border-b border-line">
                <td className="p-2">{p.facilityName}</td>
                <td className="p-2">{toPersianDigits(String(p.minPrepaymentPercent))}٪</td>
                <td className="p-2">{toPersianDigits(String(p.annualRateBp / 100))}٪</td>
                <td className="p-2">{guaranteeTitles[p.guaranteeType]}</td>
                <td className="p-2">{formatToman(p.maxLoanAmount)} {TOMAN_UNIT}</td>
                <td className="p-2">{percentOfBp(p.lateFeeDailyBp)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-sm">قسط ماهانه به روش اقساط مساوی بانکی محاسبه و به تومان کامل گرد می‌شود؛ باقی‌مانده گرد کردن در قسط آخر پرداخت می‌شود.</p>
        <ul className="list-disc ps-6 text-sm">
          {plans.map((p) => (
            <li key={p.id}>{`${p.facilityName}: ${Object.values(planTermsText(p)).join(' ')}`}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="guide-docs" className="space-y-2">
        <h2 id="guide-docs" className="text-lg font-bold">مدارک لازم</h2>
        <ul className="list-disc ps-6 text-sm">{Object.values(documentTitles).map((t) => <li key={t}>{t}</li>)}</ul>
        <p className="text-sm">فایل‌ها باید JPEG، PNG یا PDF و حداکثر ۵ مگابایت باشند.</p>
      </section>
      <section aria-labelledby="guide-steps" className="space-y-2">
        <h2 id="guide-steps" className="text-lg font-bold">مراحل</h2>
        <ol className="list-decimal ps-6 text-sm">{steps.map((s) => <li key={s}>{s}</li>)}</ol>
      </section>
      <Link href="/planloanrequest/form" className="inline-block rounded-lg bg-brand px-5 py-2.5 font-bold text-white">ثبت درخواست</Link>
    </div>
  );
}
