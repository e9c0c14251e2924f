'use client';

import Link from 'next/link';
import { useMemo, useState } from 'react';
import { Can } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { columnsFor } from '@/components/admin/data-table/columns';
import { DataTable } from '@/components/admin/data-table/data-table';
import { useTableUrlState } from '@/components/admin/data-table/use-table-url-state';
import { PageHeader } from '@/components/admin/page-header';
import { Toman } from '@/components/admin/toman';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import { PAY_LINK_STATE_LABELS, type AdminPayLinkList, type AdminPayLinkRow } from '@/lib/contracts/admin/pay-links';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { useCancelPayLink, usePayLinks, useResendPayLink } from '../api/pay-links-api';

const FILTERS = ['seller', 'state'] as const;
const DEFAULT_SORT = { id: 'createdAt', desc: true };
const col = columnsFor<AdminPayLinkRow>();

const STATE_TONES: Record<AdminPayLinkRow['state'], string> = {
  live: 'bg-emerald-50 text-emerald-900',
  paid: 'bg-sky-50 text-sky-900',
  expired: 'bg-gray-100 text-gray-700',
  cancelled: 'bg-rose-50 text-rose-900',
};

type Ask = { kind: 'resend' | 'cancel'; link: AdminPayLinkRow };

function columnsWith(sellers: AdminPayLinkList['sellers'], ask: (a: Ask) => void) {
  return col.columns([
    col.accessor('orderId', {
      header: 'سفارش',
      enableSorting: false,
      cell: (c) => (
        <Link href={`/admin/orders/${c.getValue()}`} className="font-medium text-brand-dark underline-offset-2 hover:underline">
          {toPersianDigits(c.getValue())}
        </Link>
      ),
    }),
    col.accessor('createdAt', { header: 'ارسال', meta: { label: 'زمان ارسال' }, cell: (c) => <time dateTime={c.getValue()}>{formatJalaliDateTime(c.getValue())}</time> }),
    col.accessor((l) => l.seller?.mobile ?? '', {
      id: 'seller',
      header: 'فروشنده',
      enableSorting: false,
      meta: {
        label: 'فروشنده',
        filter: { kind: 'select', param: 'seller', allLabel: 'همه فروشندگان', options: sellers.map((s) => ({ value: String(s.id), label: `${s.name || 'بی‌نام'} (${toPersianDigits(s.mobile)})` })) },
      },
      cell: ({ row: { original: l } }) => (l.seller ? l.seller.name || <bdi>{toPersianDigits(l.seller.mobile)}</bdi> : '—'),
    }),
    col.accessor((l) => l.customer.mobile, {
      id: 'customer',
      header: 'مشتری',
      enableSorting: false,
      cell: ({ row: { original: l } }) => (
        <span className="flex flex-col">
          <span>{l.customer.name || 'بی‌نام'}</span>
          <bdi className="text-xs text-muted">{toPersianDigits(l.customer.mobile)}</bdi>
        </span>
      ),
    }),
    col.accessor('payable', { header: 'مبلغ', enableSorting: false, cell: (c) => <Toman amount={c.getValue()} /> }),
    col.accessor('state', {
      header: 'وضعیت',
      enableSorting: false,
      meta: { filter: { kind: 'select', param: 'state', allLabel: 'همه وضعیت‌ها', options: Object.entries(PAY_LINK_STATE_LABELS).map(([value, label]) => ({ value, label })) } },
      cell: ({ row: { original: l } }) => (
        <span className="flex flex-col gap-1">
          <span className={`w-fit rounded-full px-2 py-0.5 text-xs ${STATE_TONES[l.state]}`}>{PAY_LINK_STATE_LABELS[l.state]}</span>
          {l.state === 'live' ? <span className="text-xs text-muted">{`تا ${formatJalaliDateTime(l.expiresAt)}`}</span> : null}
        </span>
      ),
    }),
    col.display({
      id: 'actions',
      header: 'کارها',
      cell: ({ row: { original: l } }) =>
        l.state === 'live' ? (
          <Can permission="orders.write">
            <span className="flex gap-2">
              <Button variant="secondary" onClick={() => ask({ kind: 'resend', link: l })} aria-label={`ارسال دوباره لینک سفارش ${toPersianDigits(l.orderId)}`}>
                ارسال دوباره
              </Button>
              <Button variant="ghost" onClick={() => ask({ kind: 'cancel', link: l })} aria-label={`لغو لینک سفارش ${toPersianDigits(l.orderId)}`}>
                لغو
              </Button>
            </span>
          </Can>
        ) : null,
    }),
  ]);
}

/** Sellers' pay links by seller and state: resend a live one by SMS, or cancel it so it can no longer be paid. */
export function PayLinksPage() {
  const state = useTableUrlState({ defaultSort: DEFAULT_SORT, filters: FILTERS });
  const list = usePayLinks(state.query);
  const resend = useResendPayLink();
  const cancel = useCancelPayLink();
  const [asking, setAsking] = useState<Ask | null>(null);
  const sellers = list.data?.sellers;
  const columns = useMemo(() => columnsWith(sellers ?? [], setAsking), [sellers]);

  const confirm = async () => {
    if (!asking) return;
    try {
      if (asking.kind === 'resend') {
        const sent = await resend.mutateAsync(asking.link.orderId);
        if (sent.smsSent) toast.success('لینک تازه برای مشتری پیامک شد؛ لینک قبلی دیگر کار نمی‌کند');
        else toast.error('پیامک فرستاده نشد؛ لینک قبلی هم دیگر کار نمی‌کند، دوباره بفرستید');
      } else {
        await cancel.mutateAsync(asking.link.orderId);
        toast.success('لینک پرداخت لغو شد');
      }
    } catch (error) {
      toast.error(toApiError(error).message);
    } finally {
      setAsking(null);
    }
  };

  return (
    <>
      <PageHeader
        title="لینک‌های پرداخت فروشندگان"
        breadcrumbs={[{ label: 'پیشخوان', href: '/admin' }, { label: 'سفارش‌ها', href: '/admin/orders' }, { label: 'لینک‌های پرداخت' }]}
        description="لینک‌هایی که فروشندگان برای سفارش مشتریان حضوری پیامک کرده‌اند. لینک فعال را می‌توان دوباره فرستاد یا لغو کرد."
      />
      <DataTable
        caption="لینک‌های پرداخت"
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total}
        getRowId={(l) => String(l.orderId)}
        state={state}
        isPending={list.isPending}
        isFetching={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        searchLabel="جست‌وجو در لینک‌های پرداخت"
        searchPlaceholder="شماره سفارش یا موبایل مشتری"
        empty={{ title: 'لینکی با این شرایط نیست' }}
      />
      <ConfirmDialog
        open={asking !== null}
        title={asking?.kind === 'resend' ? 'لینک دوباره فرستاده شود؟' : 'لینک لغو شود؟'}
        confirmLabel={asking?.kind === 'resend' ? 'ارسال دوباره' : 'لغو لینک'}
        tone={asking?.kind === 'resend' ? 'primary' : 'danger'}
        pending={resend.isPending || cancel.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        {asking?.kind === 'resend'
          ? `لینک تازه‌ای برای ${toPersianDigits(asking.link.customer.mobile)} پیامک می‌شود و لینک قبلی از کار می‌افتد. مهلت پرداخت تغییر نمی‌کند.`
          : asking
            ? `لینک سفارش ${toPersianDigits(asking.link.orderId)} دیگر باز و پرداخت نمی‌شود. خود سفارش تا پایان مهلتش یا لغو از صفحه سفارش می‌ماند.`
            : null}
      </ConfirmDialog>
    </>
  );
}
