'use client';

import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { Can } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { PageHeader } from '@/components/admin/page-header';
import { Skeleton } from '@/components/admin/skeleton';
import { ErrorState } from '@/components/admin/state-panels';
import { Toman } from '@/components/admin/toman';
import { toApiError } from '@/lib/api-client';
import { CUSTOMER_KIND_LABELS, type Customer } from '@/lib/contracts/admin/customers';
import { stateTitles } from '@/lib/contracts/facility-messages';
import { walletMessages } from '@/lib/contracts/wallet-messages';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate, formatJalaliDateTime } from '@/lib/format/jalali';
import { formatPersianNumber } from '@/lib/format/money';
import { useCustomer, useCustomerWallet } from '../api/customers-api';
import { CustomerAccessActions, CustomerKindForm, WalletAdjustForm } from './customer-actions';

function Card({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-bold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-2">
      <dt className="text-muted">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const walletKind = (kind: string) => (walletMessages.kinds as Record<string, string>)[kind] ?? kind;
const loanState = (state: string) => (stateTitles as Record<string, string>)[state] ?? state;

function WalletLedgerCard({ customer }: { customer: Customer }) {
  const [page, setPage] = useState(1);
  const ledger = useCustomerWallet(customer.id, page);
  const pages = ledger.data ? Math.max(1, Math.ceil(ledger.data.total / ledger.data.pageSize)) : 1;
  return (
    <Card title="تراکنش‌های کیف پول" action={<Toman amount={customer.walletBalance} className="font-bold" />}>
      {ledger.isPending ? (
        <Skeleton className="h-24" />
      ) : ledger.isError ? (
        <ErrorState message={toApiError(ledger.error).message} onRetry={() => void ledger.refetch()} />
      ) : ledger.data.items.length === 0 ? (
        <p className="text-muted">تراکنشی نیست.</p>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-line">
            {ledger.data.items.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="flex flex-col">
                  <span>{e.reason}</span>
                  <span className="text-xs text-muted">{`${walletKind(e.kind)} · ${formatJalaliDateTime(e.createdAt)}`}</span>
                </span>
                <span className={e.amount < 0 ? 'text-red-800' : 'text-emerald-800'}>
                  {e.amount < 0 ? '−' : '+'}
                  <Toman amount={Math.abs(e.amount)} />
                </span>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <div className="flex items-center gap-2">
              <Button variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                قبلی
              </Button>
              <span>{`صفحه ${formatPersianNumber(page)} از ${formatPersianNumber(pages)}`}</span>
              <Button variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                بعدی
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}

/** One customer: profile, orders, wallet and its ledger, loan requests, addresses, what they were told, and the desk's actions. */
export function CustomerPage({ customerId }: { customerId: number }) {
  const query = useCustomer(customerId);
  const crumbs = [{ label: 'پیشخوان', href: '/admin' }, { label: 'مشتریان', href: '/admin/customers' }, { label: 'مشتری' }];
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy>
        <PageHeader title="مشتری" breadcrumbs={crumbs} />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <>
        <PageHeader title="مشتری" breadcrumbs={crumbs} />
        <ErrorState message={toApiError(query.error).message} onRetry={() => void query.refetch()} />
      </>
    );
  }
  const c = query.data;
  const title = c.name || toPersianDigits(c.mobile);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={title}
        breadcrumbs={[...crumbs.slice(0, 2), { label: title }]}
        description={
          <span className="flex flex-wrap gap-2">
            <span>{CUSTOMER_KIND_LABELS[c.kind]}</span>
            {c.blocked ? <span className="rounded-full bg-red-100 px-2 text-red-900">ورود مسدود</span> : null}
          </span>
        }
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card title="مشخصات">
          <dl className="flex flex-col gap-1">
            <Row label="موبایل">
              <bdi>{toPersianDigits(c.mobile)}</bdi>
            </Row>
            <Row label="نام">{[c.fName, c.lName].filter(Boolean).join(' ') || '—'}</Row>
            <Row label="کد ملی">{c.nationalCode ? toPersianDigits(c.nationalCode) : '—'}</Row>
            <Row label="تاریخ تولد">{c.birthDate ? formatJalaliDate(c.birthDate) : '—'}</Row>
            <Row label="استان و شهر">{[c.province, c.city].filter(Boolean).join('، ') || '—'}</Row>
            <Row label="عضویت">{formatJalaliDate(c.createdAt)}</Row>
            {c.staffRoles.length > 0 ? <Row label="نقش‌های کارکنان">{c.staffRoles.join('، ')}</Row> : null}
          </dl>
        </Card>
        <Card title="سفارش‌ها">
          <dl className="flex flex-col gap-1">
            <Row label="تعداد">{formatPersianNumber(c.ordersCount)}</Row>
            <Row label="جمع پرداخت (پس از برگشتی‌ها)">
              <Toman amount={c.paidTotal} />
            </Row>
          </dl>
          <Can permission="orders.read">
            <Link href={`/admin/orders?customer=${c.id}`} className="text-brand-dark underline-offset-2 hover:underline">
              سفارش‌های این مشتری
            </Link>
          </Can>
        </Card>
        <Card title="نشانی‌ها">
          {c.addresses.length === 0 ? (
            <p className="text-muted">نشانی‌ای ثبت نشده است.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {c.addresses.map((a) => (
                <li key={a.id}>
                  {a.text}
                  <span className="block text-xs text-muted">{`گیرنده: ${toPersianDigits(a.receiver)}${a.isDefault ? ' · پیش‌فرض' : ''}`}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>

      <Can permission="customers.write">
        <section aria-label="کارهای این مشتری" className="grid gap-6 rounded-xl border border-brand/40 bg-white p-4 lg:grid-cols-3">
          <WalletAdjustForm customer={c} />
          <CustomerKindForm customer={c} />
          <CustomerAccessActions customer={c} />
        </section>
      </Can>

      <div className="grid gap-4 lg:grid-cols-2">
        <WalletLedgerCard customer={c} />
        <Card title="درخواست‌های تسهیلات">
          {c.loans.length === 0 ? (
            <p className="text-muted">درخواستی نیست.</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line">
              {c.loans.map((l) => (
                <li key={l.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <span>{`${toPersianDigits(l.id)} · ${l.plan}`}</span>
                  <span>{loanState(l.state)}</span>
                  <span>
                    وام <Toman amount={l.loanAmount} />
                  </span>
                  <span className="text-xs text-muted">{formatJalaliDate(l.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>

      <Card title="آخرین پیام‌های فرستاده‌شده">
        {c.notifications.length === 0 ? (
          <p className="text-muted">پیامی فرستاده نشده است.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {c.notifications.map((n) => (
              <li key={n.id} className="flex flex-col py-2">
                <span className="font-medium">{n.title}</span>
                <span>{n.body}</span>
                <span className="text-xs text-muted">{formatJalaliDateTime(n.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
