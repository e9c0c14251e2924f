import type { ReactNode } from 'react';
import { toPersianDigits } from '@/lib/format/digits';

export type Seller = { name: string; address: string | null; tell: string | null };

/** A printable document's frame: the seller's heading, the content, and a print button that stays off paper. */
export function PrintFrame({ title, seller, meta, children, printLabel }: { title: string; seller: Seller; meta: [string, string][]; children: ReactNode; printLabel: string }) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 bg-white p-6 text-sm print:p-0">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-lg font-bold">{`${title} — ${seller.name}`}</h1>
          {seller.address ? <p>{seller.address}</p> : null}
          {seller.tell ? <p>{'تلفن: '}<bdi dir="ltr">{toPersianDigits(seller.tell)}</bdi></p> : null}
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-1">
          {meta.map(([label, value]) => (
            <div key={label} className="contents">
              <dt>{label}:</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </header>
      {children}
      <button type="button" onClick={() => window.print()} className="self-start rounded-lg bg-brand px-4 py-2 text-white print:hidden">{printLabel}</button>
    </div>
  );
}
