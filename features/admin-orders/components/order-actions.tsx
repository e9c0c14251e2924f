'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/admin/button';
import { applyApiErrors } from '@/components/admin/form/api-errors';
import { SelectField, TextareaField, TextField, TomanField } from '@/components/admin/form/fields';
import { Toman } from '@/components/admin/toman';
import { Dialog } from '@/components/dialog';
import { toast } from '@/components/toasts';
import { adminOrderStatusBodySchema, adminRefundBodySchema, OPERATOR_MOVE_TEXTS, type AdminOrder, type OperatorTarget } from '@/lib/contracts/admin/orders';
import { toPersianDigits } from '@/lib/format/digits';
import { formatToman } from '@/lib/format/money';
import { useMoveOrder, useRefundOrderPart } from '../api/orders-api';

const moveFormSchema = adminOrderStatusBodySchema.omit({ status: true });
type MoveInput = z.input<typeof moveFormSchema>;
type MoveOutput = z.output<typeof moveFormSchema>;

/**
 * Where a refund goes, offered when the order's bank gives money back to the card: the card by default (what the bank
 * refuses goes to the wallet), or all to the wallet.
 */
const refundToField = (cardRefundable: number) => ({
  label: 'مقصد بازگشت وجه',
  options: [
    { value: 'card', label: `کارتی که با آن پرداخت شده (تا ${formatToman(cardRefundable)} تومان؛ باقی به کیف پول)` },
    { value: 'wallet', label: 'کیف پول مشتری' },
  ],
  hint: 'اگر درگاه بازگشت به کارت را نپذیرد، مبلغ به کیف پول مشتری می‌رود.',
});

/** What the console tells the operator after a refund: how much reached the card and how much the wallet. */
function refundToast(toCard: number, toWallet: number): string {
  if (toCard === 0) return `${formatToman(toWallet)} تومان به کیف پول مشتری بازگشت`;
  return `${formatToman(toCard)} تومان به کارت مشتری` + (toWallet > 0 ? ` و ${formatToman(toWallet)} تومان به کیف پول او بازگشت` : ' بازگشت');
}

/** One move's dialog: what it will do, a note for the timeline, and the tracking code when a parcel leaves. */
function MoveDialog({ order, to, onClose }: { order: AdminOrder; to: OperatorTarget; onClose: () => void }) {
  const titleId = useId();
  const move = useMoveOrder(order.id);
  const needsCode = to === 'shipped' && order.shippingMethod !== 'pickup';
  const form = useForm<MoveInput, unknown, MoveOutput>({ resolver: zodResolver(moveFormSchema), defaultValues: { note: '', trackingCode: '', refundTo: 'card' } });
  const text = OPERATOR_MOVE_TEXTS[to];
  const danger = to === 'cancelled' || to === 'refunded';
  const choosesRefundTo = to === 'refunded' && order.cardRefundable > 0;

  const submit = form.handleSubmit(async (values) => {
    if (needsCode && !values.trackingCode) {
      form.setError('trackingCode', { message: 'کد رهگیری مرسوله را وارد کنید' });
      return;
    }
    try {
      const after = await move.mutateAsync({
        status: to,
        ...(values.note ? { note: values.note } : {}),
        ...(needsCode && values.trackingCode ? { trackingCode: values.trackingCode } : {}),
        ...(to === 'refunded' ? { refundTo: values.refundTo } : {}),
      });
      toast.success(`سفارش ${toPersianDigits(order.id)}: ${text.label} ثبت شد`);
      if (choosesRefundTo && values.refundTo === 'card' && after.refundedToCard === order.refundedToCard) toast.warn('درگاه بازگشت به کارت را نپذیرفت؛ مبلغ به کیف پول مشتری رفت');
      onClose();
    } catch (error) {
      toast.error(applyApiErrors(form.setError, error, ['note', 'trackingCode']));
    }
  });

  return (
    <Dialog open onClose={onClose} dismissible={!move.isPending} labelledBy={titleId} className="mx-auto w-[min(30rem,calc(100vw-2rem))] rounded-xl bg-white shadow-xl">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-5">
        <h2 id={titleId} className="text-lg font-bold">
          {`${text.label} — سفارش ${toPersianDigits(order.id)}`}
        </h2>
        <p className="text-sm text-muted">{text.explain}</p>
        {needsCode ? <TextField control={form.control} name="trackingCode" label="کد رهگیری مرسوله" dir="ltr" autoComplete="off" required hint="همان کدی که شرکت پست یا پیک داده است؛ برای مشتری فرستاده می‌شود." /> : null}
        {choosesRefundTo ? <SelectField control={form.control} name="refundTo" {...refundToField(order.cardRefundable)} /> : null}
        <TextareaField control={form.control} name="note" label="یادداشت (در روند سفارش به مشتری نشان داده می‌شود)" rows={2} maxLength={500} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={move.isPending}>
            انصراف
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} pending={move.isPending}>
            {text.label}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The moves the order's state allows, as buttons; each asks in a dialog first. */
export function OrderMoves({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState<OperatorTarget | null>(null);
  if (order.moves.length === 0) return <p className="text-sm text-muted">در این وضعیت کاری روی سفارش نمی‌توان انجام داد.</p>;
  return (
    <div className="flex flex-wrap gap-2">
      {order.moves.map((to) => (
        <Button key={to} variant={to === 'cancelled' || to === 'refunded' ? 'secondary' : 'primary'} onClick={() => setOpen(to)}>
          {OPERATOR_MOVE_TEXTS[to].label}
        </Button>
      ))}
      {open ? <MoveDialog order={order} to={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

type RefundInput = z.input<typeof adminRefundBodySchema>;
type RefundOutput = z.output<typeof adminRefundBodySchema>;

/**
 * Part of what was paid back to the customer, never more than is left: to the card it was paid with when its bank
 * gives refunds (the operator may choose the wallet instead), else to the wallet. The reason goes to the customer.
 */
export function PartialRefundForm({ order }: { order: AdminOrder }) {
  const refund = useRefundOrderPart(order.id);
  const form = useForm<RefundInput, unknown, RefundOutput>({ resolver: zodResolver(adminRefundBodySchema), defaultValues: { amount: null, reason: '', refundTo: 'card' } });
  const toCard = order.cardRefundable > 0;

  const submit = form.handleSubmit(async (values) => {
    if (values.amount > order.refundable) {
      form.setError('amount', { message: 'بیش از مبلغ قابل بازگشت است' });
      return;
    }
    try {
      const after = await refund.mutateAsync(values);
      const card = after.refundedToCard - order.refundedToCard;
      toast.success(refundToast(card, values.amount - card));
      form.reset({ amount: null, reason: '', refundTo: 'card' });
    } catch (error) {
      toast.error(applyApiErrors(form.setError, error, ['amount', 'reason']));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="refund-title" className="flex flex-col gap-3">
      <h3 id="refund-title" className="text-sm font-bold">
        {toCard ? 'بازگشت بخشی از وجه' : 'بازگشت بخشی از وجه به کیف پول'}
      </h3>
      <p className="text-xs text-muted">
        بیشینه قابل بازگشت: <Toman amount={order.refundable} />
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        <TomanField control={form.control} name="amount" label="مبلغ (تومان)" required />
        <TextField control={form.control} name="reason" label="دلیل" required maxLength={500} hint="در پیام به مشتری و گزارش تغییرات می‌آید." />
        {toCard ? <SelectField control={form.control} name="refundTo" {...refundToField(order.cardRefundable)} /> : null}
      </div>
      <div>
        <Button type="submit" variant="secondary" pending={refund.isPending}>
          {toCard ? 'بازگشت وجه' : 'بازگشت به کیف پول'}
        </Button>
      </div>
    </form>
  );
}
