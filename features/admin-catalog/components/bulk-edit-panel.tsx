'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/admin/button';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { inputClass } from '@/components/admin/form/field';
import { TomanInput } from '@/components/admin/inputs/toman-input';
import { Toman } from '@/components/admin/toman';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import { BULK_ROUNDING, type BulkEditBody, type BulkEditPreview, type BulkEditRow, type BulkPriceMode } from '@/lib/contracts/admin/bulk-edit';
import { toLatinDigits, toPersianDigits } from '@/lib/format/digits';
import { formatToman } from '@/lib/format/money';
import { useApplyBulkEdit, usePreviewBulkEdit } from '../api/bulk-edit';

type Mode = BulkPriceMode | 'none';
const MODES: { value: Mode; label: string }[] = [
  { value: 'none', label: 'بدون تغییر قیمت' },
  { value: 'set', label: 'قیمت تازه' },
  { value: 'percent', label: 'درصد' },
  { value: 'amount', label: 'مبلغ' },
];

function Change({ row }: { row: BulkEditRow }) {
  if (row.error || !row.after) return <span className="text-red-700">{row.error}</span>;
  const after = row.after;
  const parts = [
    { label: 'قیمت', from: row.before.price, to: after.price, money: true },
    { label: 'پس از تخفیف', from: row.before.discountPrice, to: after.discountPrice, money: true },
    { label: 'موجودی', from: row.before.stock, to: after.stock, money: false },
  ].filter((p) => p.from !== p.to);
  return (
    <ul className="flex flex-col gap-0.5">
      {parts.map((p) => (
        <li key={p.label}>
          {p.label}: {p.money ? <Toman amount={p.from} /> : toPersianDigits(p.from)} ← {p.money ? <Toman amount={p.to} /> : toPersianDigits(p.to)}
        </li>
      ))}
    </ul>
  );
}

/**
 * Price and stock of every variant of the list as it is filtered now: the preview says how many variants and what
 * each becomes before anything is written; applying is one all-or-nothing write.
 */
export function BulkEditPanel({ filter }: { filter: Record<string, string | number> }) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('none');
  const [up, setUp] = useState(true);
  const [value, setValue] = useState<number | null>(null);
  const [percent, setPercent] = useState('');
  const [roundTo, setRoundTo] = useState(1);
  const [stock, setStock] = useState('');
  const [result, setResult] = useState<{ body: BulkEditBody; preview: BulkEditPreview } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const preview = usePreviewBulkEdit();
  const apply = useApplyBulkEdit();

  const body = (): BulkEditBody => {
    const sign = up ? 1 : -1;
    const amount = mode === 'percent' ? Number(toLatinDigits(percent.trim()) || 'NaN') : (value ?? Number.NaN);
    const price = mode === 'none' ? undefined : { mode, value: mode === 'set' ? amount : sign * amount, roundTo };
    const stockText = toLatinDigits(stock.trim());
    return { filter, price, stock: stockText === '' ? undefined : Number(stockText) };
  };
  const reset = () => setResult(null);

  const show = async () => {
    const next = body();
    try {
      setResult({ body: next, preview: await preview.mutateAsync(next) });
    } catch (error) {
      setResult(null);
      toast.error(toApiError(error).message);
    }
  };

  const run = async () => {
    if (!result) return;
    try {
      const { message } = await apply.mutateAsync({ ...result.body, expected: result.preview.matched });
      toast.success(message);
      setResult(null);
    } catch (error) {
      toast.error(toApiError(error).message);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <details className="rounded-xl border border-line bg-white" onToggle={reset}>
      <summary className="cursor-pointer p-4 font-bold">ویرایش گروهی قیمت و موجودی این فهرست</summary>
      <div className="flex flex-col gap-3 px-4 pb-4">
        <p className="text-sm text-muted">
          تغییر روی همه تنوع‌های کالاهای این فهرست، با همین جست‌وجو و فیلترها، اعمال می‌شود. قیمت پس از تخفیف هم به همان درصد یا مبلغ جابه‌جا می‌شود. پیش از ذخیره شمار تنوع‌ها و تغییر هر یک را می‌بینید.
        </p>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-mode`} className="text-sm font-medium">
              تغییر قیمت
            </label>
            <select id={`${id}-mode`} className={inputClass} value={mode} onChange={(e) => {
                setMode(e.target.value as Mode);
                reset();
              }}>
              {MODES.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </select>
          </div>
          {mode === 'percent' || mode === 'amount' ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-dir`} className="text-sm font-medium">
                جهت
              </label>
              <select id={`${id}-dir`} className={inputClass} value={up ? 'up' : 'down'} onChange={(e) => {
                setUp(e.target.value === 'up');
                reset();
              }}>
                <option value="up">افزایش</option>
                <option value="down">کاهش</option>
              </select>
            </div>
          ) : null}
          {mode === 'percent' ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-value`} className="text-sm font-medium">
                درصد
              </label>
              <input id={`${id}-value`} className={inputClass} inputMode="numeric" autoComplete="off" value={percent} onChange={(e) => {
                setPercent(e.target.value);
                reset();
              }} />
            </div>
          ) : mode === 'set' || mode === 'amount' ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-value`} className="text-sm font-medium">
                {mode === 'set' ? 'قیمت تازه' : 'مبلغ'}
              </label>
              <TomanInput id={`${id}-value`} value={value} onChange={(v) => {
                setValue(v);
                reset();
              }} />
            </div>
          ) : null}
          {mode === 'percent' || mode === 'amount' ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-round`} className="text-sm font-medium">
                گرد کردن به
              </label>
              <select id={`${id}-round`} className={inputClass} value={roundTo} onChange={(e) => {
                setRoundTo(Number(e.target.value));
                reset();
              }}>
                {BULK_ROUNDING.map((r) => (
                  <option key={r} value={r}>
                    {r === 1 ? 'بدون گرد کردن' : `${formatToman(r)} تومان`}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-stock`} className="text-sm font-medium">
              موجودی تازه
            </label>
            <input id={`${id}-stock`} className={inputClass} inputMode="numeric" autoComplete="off" placeholder="بدون تغییر" value={stock} onChange={(e) => {
                setStock(e.target.value);
                reset();
              }} />
          </div>
        </div>
        <div>
          <Button variant="secondary" onClick={() => void show()} pending={preview.isPending}>
            پیش‌نمایش
          </Button>
        </div>
        {result ? (
          <>
            <p role="status" className="text-sm">
              {toPersianDigits(result.preview.matched)} تنوع در این فهرست؛ {toPersianDigits(result.preview.changes)} تغییر، {toPersianDigits(result.preview.errors)} خطا
            </p>
            {result.preview.rows.length > 0 ? (
              <div className="relative max-h-96 overflow-auto">
                <table className="w-full text-sm">
                  <caption className="sr-only">پیش‌نمایش ویرایش گروهی</caption>
                  <thead>
                    <tr className="border-b border-line text-muted">
                      <th scope="col" className="p-2 text-start font-medium">کد و کالا</th>
                      <th scope="col" className="p-2 text-start font-medium">تغییر یا خطا</th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.preview.rows.map((row) => (
                      <tr key={row.variantId} className={`border-b border-line align-top ${row.error ? 'bg-red-50' : ''}`}>
                        <th scope="row" className="p-2 text-start font-normal">
                          <bdi dir="ltr">{row.sku}</bdi>
                          <span className="block text-xs text-muted">{row.title}</span>
                        </th>
                        <td className="p-2">
                          <Change row={row} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
            <div className="flex justify-end">
              <Button onClick={() => setConfirming(true)} disabled={result.preview.errors > 0 || result.preview.changes === 0}>
                {result.preview.errors > 0 ? 'نخست خطاها را برطرف کنید' : `ذخیره ${toPersianDigits(result.preview.changes)} تغییر`}
              </Button>
            </div>
          </>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title="ذخیره ویرایش گروهی"
        tone="primary"
        confirmLabel="ذخیره"
        pending={apply.isPending}
        onConfirm={() => void run()}
        onCancel={() => setConfirming(false)}
      >
        قیمت یا موجودی {toPersianDigits(result?.preview.changes ?? 0)} تنوع کالا یک‌جا عوض می‌شود و فروشگاه بی‌درنگ آن را نشان می‌دهد.
      </ConfirmDialog>
    </details>
  );
}
