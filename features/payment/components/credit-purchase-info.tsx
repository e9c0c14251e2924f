import Link from 'next/link';
import { toPersianDigits } from '@/lib/format/digits';
import { formatTomanWithUnit } from '@/lib/format/money';

type Props = { name: string; min: number; max: number; reversalDays: number; enabled: boolean };

/** /digiPay and /keepa: what a credit purchase with the provider is, its limits, and that the provider decides. */
export function CreditPurchaseInfo({ name, min, max, reversalDays, enabled }: Props) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 p-4 sm:p-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{`خرید اعتباری با ${name}`}</h1>
        <p>{`گوشی را همین حالا بخرید و مبلغ آن را بعداً، طبق برنامه بازپرداخت ${name}، به ${name} بپردازید.`}</p>
      </header>
      {enabled ? null : (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm">{`خرید با ${name} در حال حاضر در این فروشگاه فعال نیست.`}</p>
      )}
      <section aria-labelledby="credit-steps" className="flex flex-col gap-2">
        <h2 id="credit-steps" className="font-bold">چطور کار می‌کند؟</h2>
        <ol className="flex list-decimal flex-col gap-2 ps-6">
          <li>کالا را به سبد خرید بیفزایید و به صفحه تکمیل خرید بروید.</li>
          <li>{`در روش پرداخت، «${name}» را انتخاب کنید؛ این گزینه فقط وقتی نمایش داده می‌شود که مبلغ خرید در محدوده اعتبار ${name} باشد.`}</li>
          <li>{`به صفحه ${name} می‌روید و با شماره همراه خود، اعتبارتان را بررسی و خرید را تأیید می‌کنید.`}</li>
          <li>سفارش شما پرداخت‌شده ثبت و ارسال می‌شود و پس از ارسال، تحویل آن به ارائه‌دهنده اعلام می‌شود.</li>
        </ol>
      </section>
      <section aria-labelledby="credit-limits" className="flex flex-col gap-2">
        <h2 id="credit-limits" className="font-bold">محدوده مبلغ خرید</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl border border-line bg-white p-4 text-sm">
          <dt className="text-muted">کمترین مبلغ</dt>
          <dd>{formatTomanWithUnit(min)}</dd>
          <dt className="text-muted">بیشترین مبلغ</dt>
          <dd>{formatTomanWithUnit(max)}</dd>
        </dl>
      </section>
      <section aria-labelledby="credit-terms" className="flex flex-col gap-2 text-sm">
        <h2 id="credit-terms" className="font-bold">تأیید اعتبار و لغو خرید</h2>
        <p>{`تأیید یا رد اعتبار شما فقط با ${name} است؛ فروشگاه در این تصمیم نقشی ندارد و اطلاعات اعتباری شما را نمی‌بیند.`}</p>
        <p>{`اگر سفارش تا ${toPersianDigits(reversalDays)} روز پس از خرید لغو شود، خرید نزد ${name} برگشت می‌خورد و بدهی‌ای برای شما نمی‌ماند؛ پس از آن، مبلغ به کیف پول شما در فروشگاه بازمی‌گردد.`}</p>
      </section>
      <Link href="/cart" className="self-start rounded-lg bg-brand px-4 py-3 font-bold text-white">رفتن به سبد خرید</Link>
    </div>
  );
}
