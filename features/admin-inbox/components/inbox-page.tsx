'use client';

import { useState, type FormEvent } from 'react';
import { Can } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { PageHeader } from '@/components/admin/page-header';
import { EmptyState, ErrorState } from '@/components/admin/state-panels';
import { toast } from '@/components/toasts';
import { FALLBACK_ERROR } from '@/lib/api-client';
import type { CustomerRow } from '@/lib/contracts/admin/customers';
import { customerMessageBodySchema } from '@/lib/contracts/admin/messages';
import { toLatinDigits } from '@/lib/format/digits';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { useCustomersByMobile, useSendMessage, useSentMessages } from '../api/inbox-api';

const input = 'mt-1 block w-full rounded-lg border border-line p-2';

/** The shop's messages to customers: send one to a customer picked by mobile, and see which were read. */
export function InboxPage() {
  const sent = useSentMessages();
  return (
    <div className="space-y-4">
      <PageHeader title="پیام به مشتری" description="پیام در اعلان‌های داشبورد مشتری، خوانده‌نشده، می‌نشیند." />
      <Can permission="customers.write">
        <SendForm />
      </Can>
      <section aria-labelledby="sent-title" className="space-y-3">
        <h2 id="sent-title" className="font-bold">پیام‌های فرستاده</h2>
        {sent.isError ? <ErrorState message={sent.error.message || FALLBACK_ERROR} onRetry={() => void sent.refetch()} /> : null}
        {sent.data && sent.data.length === 0 ? <EmptyState title="هنوز پیامی فرستاده نشده است" /> : null}
        <ul className="divide-y divide-line rounded-xl border border-line bg-white">
          {sent.data?.map((m) => (
            <li key={m.id} className="space-y-1 p-4 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-bold">{m.title}</p>
                <span className={`rounded-full px-2 py-0.5 text-xs ${m.seen ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-900'}`}>{m.seen ? 'خوانده شد' : 'خوانده نشده'}</span>
              </div>
              <p className="leading-7 whitespace-pre-line">{m.body}</p>
              <p className="text-xs text-muted">
                {m.customerName || 'بی‌نام'} · <bdi dir="ltr">{m.mobile}</bdi> · {formatJalaliDateTime(m.sentAt)} · فرستنده: <bdi dir="ltr">{m.sentBy === 'system' ? 'سیستم' : m.sentBy}</bdi>
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function SendForm() {
  const [mobile, setMobile] = useState('');
  const [customer, setCustomer] = useState<CustomerRow | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const digits = toLatinDigits(mobile).replace(/\D/g, '');
  const found = useCustomersByMobile(customer ? '' : digits);
  const send = useSendMessage();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!customer) return setProblem('مشتری را با شماره موبایل پیدا و انتخاب کنید');
    const parsed = customerMessageBodySchema.safeParse({ title, body });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? FALLBACK_ERROR);
    setProblem(null);
    try {
      toast.success(await send.mutateAsync({ userId: customer.id, body: parsed.data }));
      setTitle('');
      setBody('');
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : FALLBACK_ERROR);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="پیام تازه" className="space-y-3 rounded-xl border border-line bg-white p-4 text-sm">
      {customer ? (
        <p className="flex flex-wrap items-center gap-2">
          گیرنده: <strong>{customer.name || 'بی‌نام'}</strong> <bdi dir="ltr">{customer.mobile}</bdi>
          <Button variant="ghost" onClick={() => setCustomer(null)}>تغییر گیرنده</Button>
        </p>
      ) : (
        <div className="space-y-2">
          <label className="block">
            موبایل مشتری (دست‌کم ۴ رقم)
            <input value={mobile} inputMode="numeric" dir="ltr" onChange={(e) => setMobile(e.target.value)} className={input} />
          </label>
          {found.isError ? <p role="alert" className="text-brand-dark">{found.error.message || FALLBACK_ERROR}</p> : null}
          {found.data && found.data.items.length === 0 ? <p className="text-muted">مشتری‌ای با این شماره نیست.</p> : null}
          {found.data?.items.length ? (
            <ul aria-label="مشتری‌های یافته" className="space-y-1">
              {found.data.items.map((c) => (
                <li key={c.id}>
                  <button type="button" onClick={() => setCustomer(c)} className="w-full rounded-lg border border-line p-2 text-start hover:bg-gray-50">
                    {c.name || 'بی‌نام'} <bdi dir="ltr">{c.mobile}</bdi>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
      <label className="block">
        عنوان
        <input value={title} onChange={(e) => setTitle(e.target.value)} className={input} />
      </label>
      <label className="block">
        متن پیام
        <textarea value={body} onChange={(e) => setBody(e.target.value)} rows={4} className={input} />
      </label>
      {problem ? <p role="alert" className="text-brand-dark">{problem}</p> : null}
      <Button type="submit" pending={send.isPending}>فرستادن</Button>
    </form>
  );
}
