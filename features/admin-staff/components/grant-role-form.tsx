'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/admin/button';
import { applyApiErrors } from '@/components/admin/form/api-errors';
import { SelectField, TextField } from '@/components/admin/form/fields';
import { toast } from '@/components/toasts';
import { grantRoleBodySchema, type StaffLookup, type StaffRole } from '@/lib/contracts/admin/staff';
import { toPersianDigits } from '@/lib/format/digits';
import { useGrantRole } from '../api/grant-role';
import { lookupStaff } from '../api/lookup-staff';

type Input = z.input<typeof grantRoleBodySchema>;
type Output = z.output<typeof grantRoleBodySchema>;

/** Finds the account of a mobile number, shows what it holds, and gives it a role. */
export function GrantRoleForm({ roles }: { roles: StaffRole[] }) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(grantRoleBodySchema), defaultValues: { mobile: '', role: '' } });
  const grant = useGrantRole();
  const [found, setFound] = useState<{ mobile: string; lookup: StaffLookup } | null>(null);
  const [looking, setLooking] = useState(false);

  // Only the number is needed to look an account up; the role is checked when it is given.
  const find = async () => {
    if (!(await form.trigger('mobile'))) return;
    const mobile = grantRoleBodySchema.shape.mobile.parse(form.getValues('mobile'));
    setLooking(true);
    try {
      setFound({ mobile, lookup: await lookupStaff(mobile) });
    } catch (error) {
      toast.error(applyApiErrors(form.setError, error, ['mobile']));
    } finally {
      setLooking(false);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const { member, message } = await grant.mutateAsync(values);
      toast.success(`${message}: ${toPersianDigits(member.mobile)}`);
      form.reset({ mobile: '', role: '' });
      setFound(null);
    } catch (error) {
      toast.error(applyApiErrors(form.setError, error, ['mobile', 'role']));
    }
  });

  const account = found?.lookup.user;
  return (
    <form onSubmit={submit} aria-labelledby="grant-title" noValidate className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4">
      <h2 id="grant-title" className="font-bold">
        دادن نقش به یک کاربر
      </h2>
      <div className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start">
        <TextField control={form.control} name="mobile" label="شماره موبایل" inputMode="tel" autoComplete="off" placeholder="۰۹۱۲۱۲۳۴۵۶۷" required hint="اگر این شماره هنوز حسابی ندارد، حسابش ساخته می‌شود و شخص با کد یک‌بارمصرف وارد می‌شود." />
        <SelectField control={form.control} name="role" label="نقش" placeholder="انتخاب نقش" required options={roles.map((r) => ({ value: r.key, label: `${r.title} — ${r.description}` }))} />
        <div className="flex gap-2 md:mt-6">
          <Button variant="secondary" onClick={() => void find()} pending={looking}>
            یافتن حساب
          </Button>
          <Button type="submit" pending={grant.isPending}>
            دادن نقش
          </Button>
        </div>
      </div>
      {found ? (
        <p role="status" className="rounded-lg bg-gray-50 p-3 text-sm">
          {account
            ? `${account.name ?? 'کاربر بی‌نام'} (${toPersianDigits(account.mobile)})؛ نقش‌های کنونی: ${account.roles.map((r) => r.title).join('، ') || 'هیچ'}`
            : `حسابی با شماره ${toPersianDigits(found.mobile)} نیست؛ با دادن نقش ساخته می‌شود.`}
        </p>
      ) : null}
    </form>
  );
}
