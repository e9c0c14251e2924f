import { formatTomanWithUnit } from '@/lib/format/money';
import { toPersianDigits } from '@/lib/format/digits';

type Props = {
  /** Where the buttons post (the API's credit sandbox endpoint for this token). */
  action: string;
  name: string;
  merchant: string;
  amountRial: number;
  mobile: string;
  items: { title: string; qty: number }[];
  decided: 'approved' | 'declined' | 'cancelled' | null;
};

const OUTCOME = { approved: 'این خرید تأیید شده است.', declined: 'اعتبار این خرید تأیید نشد.', cancelled: 'این خرید لغو شده است.' } as const;

/** A credit provider's approval page in the sandbox: plain forms, so it works before (and without) any JavaScript. */
export function CreditSandboxView({ action, name, merchant, amountRial, mobile, items, decided }: Props) {
  return (
    <div className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 p-6">
      <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
        <p className="mb-1 text-xs text-muted">محیط آزمایشی خرید اعتباری (بدون اعتبار واقعی)</p>
        <h1 className="mb-4 text-xl font-bold">{`تأیید خرید اعتباری ${name}`}</h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted">فروشگاه</dt>
          <dd>{merchant}</dd>
          <dt className="text-muted">شماره همراه</dt>
          <dd dir="ltr" className="text-end">{toPersianDigits(mobile)}</dd>
          <dt className="text-muted">مبلغ</dt>
          <dd className="font-bold" data-testid="credit-amount">{formatTomanWithUnit(amountRial / 10)}</dd>
        </dl>
        {items.length > 0 ? (
          <ul aria-label="کالاها" className="mt-4 flex flex-col gap-1 text-sm">
            {items.map((i, n) => (
              <li key={n}>{`${i.title} × ${toPersianDigits(i.qty)}`}</li>
            ))}
          </ul>
        ) : null}
        <p className="mt-4 rounded-lg bg-gray-50 p-2 text-xs text-muted">
          قاعده محیط آزمایشی: اعتبار شماره‌هایی که رقم آخرشان زوج است تأیید و شماره‌هایی که رقم آخرشان فرد است رد می‌شود.
        </p>
        {decided ? <p className="mt-4 text-sm">{OUTCOME[decided]}</p> : null}
        <form method="post" action={action} className="mt-6 flex gap-3">
          {decided ? (
            <button type="submit" name="action" value={decided === 'cancelled' ? 'cancel' : 'approve'} className="flex-1 rounded-lg border border-line px-4 py-3">
              بازگشت به فروشگاه
            </button>
          ) : (
            <>
              <button type="submit" name="action" value="approve" className="flex-1 rounded-lg bg-green-700 px-4 py-3 font-bold text-white">
                تأیید خرید
              </button>
              <button type="submit" name="action" value="cancel" className="flex-1 rounded-lg border border-line px-4 py-3">
                انصراف
              </button>
            </>
          )}
        </form>
      </div>
    </div>
  );
}
