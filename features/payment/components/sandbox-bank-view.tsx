import { formatToman, formatTomanWithUnit } from '@/lib/format/money';

type Props = {
  /** Where the buttons post (the API's sandbox bank endpoint for this token). */
  action: string;
  merchant: string;
  amountRial: number;
  description: string;
  /** Null while the person can still choose. */
  decided: 'paid' | 'cancelled' | null;
};

/** The built-in test bank's payment page: plain forms, so it works before (and without) any JavaScript. */
export function SandboxBankView({ action, merchant, amountRial, description, decided }: Props) {
  return (
    <div className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 p-6">
      <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
        <p className="mb-1 text-xs text-muted">درگاه پرداخت آزمایشی (بدون انتقال وجه واقعی)</p>
        <h1 className="mb-4 text-xl font-bold">بانک آزمایشی</h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted">پذیرنده</dt>
          <dd>{merchant}</dd>
          <dt className="text-muted">بابت</dt>
          <dd>{description}</dd>
          <dt className="text-muted">مبلغ</dt>
          <dd className="font-bold" data-testid="sandbox-amount">{formatTomanWithUnit(amountRial / 10)}</dd>
          <dt className="text-muted">به ریال</dt>
          <dd>{formatToman(amountRial)} ریال</dd>
        </dl>
        {decided ? (
          <p className="mt-4 text-sm">{decided === 'paid' ? 'این تراکنش پرداخت شده است.' : 'این تراکنش لغو شده است.'}</p>
        ) : null}
        <form method="post" action={action} className="mt-6 flex gap-3">
          {decided ? (
            <button type="submit" name="action" value={decided === 'paid' ? 'pay' : 'cancel'} className="flex-1 rounded-lg border border-line px-4 py-3">
              بازگشت به فروشگاه
            </button>
          ) : (
            <>
              <button type="submit" name="action" value="pay" className="flex-1 rounded-lg bg-green-700 px-4 py-3 font-bold text-white">
                پرداخت
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
