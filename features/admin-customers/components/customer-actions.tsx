'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/admin/button';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { applyApiErrors } from '@/components/admin/form/api-errors';
import { SelectField, TextField, TomanField } from '@/components/admin/form/fields';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import { CUSTOMER_KIND_LABELS, customerKindBodySchema, customerMessages, walletAdjustBodySchema, type Customer } from '@/lib/contracts/admin/customers';
import { formatPersianNumber } from '@/lib/format/money';
import { useAdjustWallet, useBlockCustomer, useEndSessions, useSetCustomerKind } from '../api/customers-api';

type WalletInput = z.input<typeof walletAdjustBodySchema>;
type WalletOutput = z.output<typeof walletAdjustBodySchema>;

/** A credit or debit with its reason; the server refuses a debit below zero. */
export function WalletAdjustForm({ customer }: { customer: Customer }) {
  const adjust = useAdjustWallet(customer.id);
  const form = useForm<WalletInput, unknown, WalletOutput>({ resolver: zodResolver(walletAdjustBodySchema), defaultValues: { direction: 'credit', amount: null, reason: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await adjust.mutateAsync(values);
      toast.success(values.direction === 'credit' ? 'موجودی کیف پول افزایش یافت' : 'موجودی کیف پول کاهش یافت');
      form.reset({ direction: values.direction, amount: null, reason: '' });
    } catch (error) {
      toast.error(applyApiErrors(form.setError, error, ['direction', 'amount', 'reason']));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="wallet-adjust-title" className="flex flex-col gap-3">
      <h3 id="wallet-adjust-title" className="text-sm font-bold">
        اصلاح موجودی کیف پول
      </h3>
      <div className="grid gap-3 md:grid-cols-3">
        <SelectField
          control={form.control}
          name="direction"
          label="نوع"
          required
          options={[
            { value: 'credit', label: 'افزایش' },
            { value: 'debit', label: 'کاهش' },
          ]}
        />
        <TomanField control={form.control} name="amount" label="مبلغ (تومان)" required />
        <TextField control={form.control} name="reason" label="دلیل" required maxLength={300} hint="در تراکنش‌های کیف پول و پیام به مشتری می‌آید." />
      </div>
      <div>
        <Button type="submit" variant="secondary" pending={adjust.isPending}>
          ثبت در کیف پول
        </Button>
      </div>
    </form>
  );
}

type KindInput = z.input<typeof customerKindBodySchema>;

/** Seller (no credit check at checkout) or supervisor (sees the shop in maintenance) are the account's kind. */
export function CustomerKindForm({ customer }: { customer: Customer }) {
  const setKind = useSetCustomerKind(customer.id);
  const form = useForm<KindInput>({ resolver: zodResolver(customerKindBodySchema), values: { kind: customer.kind } });
  const submit = form.handleSubmit(async ({ kind }) => {
    try {
      await setKind.mutateAsync(kind);
      toast.success('نوع حساب تغییر کرد');
    } catch (error) {
      toast.error(applyApiErrors(form.setError, error, ['kind']));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="kind-title" className="flex flex-col gap-3">
      <h3 id="kind-title" className="text-sm font-bold">
        نوع حساب
      </h3>
      <SelectField control={form.control} name="kind" label="نوع حساب" required options={Object.entries(CUSTOMER_KIND_LABELS).map(([value, label]) => ({ value, label }))} />
      <div>
        <Button type="submit" variant="secondary" pending={setKind.isPending}>
          ذخیره نوع حساب
        </Button>
      </div>
    </form>
  );
}

const blockFormSchema = z.object({ reason: z.string().trim().min(3, { error: customerMessages.blockReason }).max(300, { error: customerMessages.reasonTooLong }) });
type BlockInput = z.input<typeof blockFormSchema>;

/** Blocking needs a reason and ends every session; lifting it lets the customer sign in again. */
export function CustomerAccessActions({ customer }: { customer: Customer }) {
  const block = useBlockCustomer(customer.id);
  const end = useEndSessions(customer.id);
  const [confirm, setConfirm] = useState<'block' | 'unblock' | 'sessions' | null>(null);
  const form = useForm<BlockInput>({ resolver: zodResolver(blockFormSchema), defaultValues: { reason: '' } });

  const run = async () => {
    try {
      if (confirm === 'block') {
        await block.mutateAsync({ blocked: true, reason: form.getValues('reason') });
        toast.success('ورود این مشتری مسدود شد و همه نشست‌هایش پایان یافت');
        form.reset({ reason: '' });
      } else if (confirm === 'unblock') {
        await block.mutateAsync({ blocked: false });
        toast.success('ورود این مشتری آزاد شد');
      } else if (confirm === 'sessions') {
        await end.mutateAsync();
        toast.success('همه نشست‌های مشتری پایان یافت');
      }
    } catch (error) {
      toast.error(toApiError(error).message);
    } finally {
      setConfirm(null);
    }
  };

  const staff = customer.staffRoles.length > 0;
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-sm font-bold">ورود و نشست‌ها</h3>
      <p className="text-sm">{`نشست‌های فعال: ${formatPersianNumber(customer.activeSessions)}`}</p>
      <div>
        <Button variant="secondary" onClick={() => setConfirm('sessions')} disabled={customer.activeSessions === 0}>
          پایان همه نشست‌ها
        </Button>
      </div>
      {customer.blocked ? (
        <div className="flex flex-col gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          <p>{`ورود این حساب مسدود است: ${customer.blockedReason ?? ''}`}</p>
          <div>
            <Button variant="secondary" onClick={() => setConfirm('unblock')}>
              آزاد کردن ورود
            </Button>
          </div>
        </div>
      ) : staff ? (
        <p className="text-sm text-muted">این حساب نقش کارکنان دارد؛ برای مسدود کردن، نخست نقش‌ها را در بخش کارکنان بگیرید.</p>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(() => setConfirm('block'))} aria-label="مسدود کردن ورود" className="flex flex-col gap-2">
          <TextField control={form.control} name="reason" label="دلیل مسدود کردن" required maxLength={300} />
          <div>
            <Button type="submit" variant="danger">
              مسدود کردن ورود
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'block' ? 'ورود این مشتری مسدود شود؟' : confirm === 'unblock' ? 'ورود این مشتری آزاد شود؟' : 'همه نشست‌ها پایان یابد؟'}
        confirmLabel={confirm === 'block' ? 'مسدود کن' : confirm === 'unblock' ? 'آزاد کن' : 'پایان بده'}
        tone={confirm === 'unblock' ? 'primary' : 'danger'}
        pending={block.isPending || end.isPending}
        onConfirm={() => void run()}
        onCancel={() => setConfirm(null)}
      >
        {confirm === 'block'
          ? 'مشتری از همه دستگاه‌ها خارج می‌شود و تا آزاد شدن نمی‌تواند با کد یا رمز وارد شود.'
          : confirm === 'unblock'
            ? 'مشتری دوباره می‌تواند وارد شود.'
            : 'مشتری از همه دستگاه‌ها خارج می‌شود و می‌تواند دوباره وارد شود.'}
      </ConfirmDialog>
    </div>
  );
}
