'use client';

import { useState, type ChangeEvent } from 'react';
import { Can } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { PageHeader } from '@/components/admin/page-header';
import { Toman } from '@/components/admin/toman';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import type { PriceCsvPreview, PriceCsvRow } from '@/lib/contracts/admin/price-csv';
import { toPersianDigits } from '@/lib/format/digits';
import { useApplyPriceCsv } from '../api/apply-price-csv';
import { downloadPriceCsv } from '../api/export-price-csv';
import { usePreviewPriceCsv } from '../api/preview-price-csv';

function Change({ row }: { row: PriceCsvRow }) {
  if (row.error) return <span className="text-red-700">{row.error}</span>;
  if (!row.changed || !row.before || !row.after) return <span className="text-muted">بدون تغییر</span>;
  const parts: { label: string; from: number; to: number; money: boolean }[] = [
    { label: 'قیمت', from: row.before.price, to: row.after.price, money: true },
    { label: 'پس از تخفیف', from: row.before.discountPrice, to: row.after.discountPrice, money: true },
    { label: 'موجودی', from: row.before.stock, to: row.after.stock, money: false },
    { label: 'حداکثر خرید', from: row.before.maxBuy, to: row.after.maxBuy, money: false },
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

/** Daily price and stock updates: export the list, edit it in a spreadsheet, preview the import, then apply it. */
export function PriceImportPage() {
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [result, setResult] = useState<PriceCsvPreview | null>(null);
  const [exporting, setExporting] = useState(false);
  const preview = usePreviewPriceCsv();
  const apply = useApplyPriceCsv();

  const read = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    setFileName(file.name);
    setResult(null);
    try {
      setResult(await preview.mutateAsync(text));
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };

  const exportAll = async () => {
    setExporting(true);
    try {
      await downloadPriceCsv({});
    } catch (error) {
      toast.error(toApiError(error).message);
    } finally {
      setExporting(false);
    }
  };

  const run = async () => {
    if (!csv) return;
    try {
      const { message } = await apply.mutateAsync(csv);
      toast.success(message);
      setCsv(null);
      setResult(null);
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };

  return (
    <>
      <PageHeader
        title="ورود قیمت و موجودی"
        breadcrumbs={[{ label: 'پیشخوان', href: '/admin' }, { label: 'کالاها', href: '/admin/catalog/products' }, { label: 'ورود قیمت و موجودی' }]}
        description="فهرست را به CSV بگیرید، قیمت‌ها و موجودی را در برنامه صفحه‌گسترده عوض کنید و فایل را برگردانید. پیش از ذخیره، تغییر و خطای هر سطر را می‌بینید؛ اگر سطری خطا داشته باشد هیچ چیز ذخیره نمی‌شود."
        actions={
          <Button variant="secondary" onClick={() => void exportAll()} pending={exporting}>
            گرفتن فایل CSV همه تنوع‌ها
          </Button>
        }
      />
      <Can permission="catalog.write">
        <section aria-labelledby="import-title" className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
          <h2 id="import-title" className="font-bold">
            فایل تازه
          </h2>
          <p className="text-sm text-muted">
            ستون‌ها: <bdi dir="ltr">sku, title, price, discountPrice, stock, maxBuy</bdi>. تنها ستون sku لازم است؛ خانه خالی یعنی بدون تغییر. رقم فارسی و جداکننده هزارگان پذیرفته می‌شود.
          </p>
          <label className="inline-flex min-h-10 w-fit cursor-pointer items-center rounded-lg border border-line px-4 text-sm font-medium hover:bg-gray-50 focus-within:outline-2 focus-within:outline-brand">
            {preview.isPending ? 'در حال خواندن…' : 'انتخاب فایل CSV'}
            <input type="file" accept=".csv,text/csv" className="sr-only" onChange={(e) => void read(e)} />
          </label>
          {result ? (
            <>
              <p role="status" className="text-sm">
                {fileName}: {toPersianDigits(result.rows.length)} سطر، {toPersianDigits(result.changes)} تغییر، {toPersianDigits(result.errors)} خطا
              </p>
              <div className="relative max-h-[32rem] overflow-auto">
                <table className="w-full text-sm">
                  <caption className="sr-only">پیش‌نمایش ورود</caption>
                  <thead>
                    <tr className="border-b border-line text-muted">
                      <th scope="col" className="p-2 text-start font-medium">سطر</th>
                      <th scope="col" className="p-2 text-start font-medium">کد و کالا</th>
                      <th scope="col" className="p-2 text-start font-medium">تغییر یا خطا</th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.rows.map((row) => (
                      <tr key={row.line} className={`border-b border-line align-top ${row.error ? 'bg-red-50' : ''}`}>
                        <td className="p-2">{toPersianDigits(row.line)}</td>
                        <th scope="row" className="p-2 text-start font-normal">
                          <bdi dir="ltr">{row.sku || '—'}</bdi>
                          {row.title ? <span className="block text-xs text-muted">{row.title}</span> : null}
                        </th>
                        <td className="p-2">
                          <Change row={row} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="flex justify-end">
                <Button onClick={() => void run()} disabled={result.errors > 0 || result.changes === 0} pending={apply.isPending}>
                  {result.errors > 0 ? 'نخست خطاها را درست کنید' : `ذخیره ${toPersianDigits(result.changes)} تغییر`}
                </Button>
              </div>
            </>
          ) : null}
        </section>
      </Can>
    </>
  );
}
