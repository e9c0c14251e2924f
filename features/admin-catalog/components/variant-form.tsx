'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/admin/button';
import { applyApiErrors } from '@/components/admin/form/api-errors';
import { CheckboxField, JalaliDateField, SelectField, TextField, TomanField } from '@/components/admin/form/fields';
import { toast } from '@/components/toasts';
import { variantBodySchema, type AdminVariant, type CatalogOptions } from '@/lib/contracts/admin/products';
import { toLatinDigits } from '@/lib/format/digits';
import { tehranDayStart, tehranIsoDay } from '@/lib/format/jalali';
import { useCreateVariant } from '../api/create-variant';
import { useUpdateVariant } from '../api/update-variant';

const nextDay = (isoDay: string) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const count = z.string().transform((s) => (s.trim() === '' ? Number.NaN : Number(toLatinDigits(s.trim()))));
const choice = z.string().transform((v) => (v === '' ? null : Number(v)));

/** The form's shapes (selects and counts are text, the promotion ends with a Tehran day) piped into the body's rules. */
const formSchema = z
  .object({
    attr1ValueId: choice,
    attr2ValueId: choice,
    sku: z.string(),
    price: z.number({ error: 'قیمت را بنویسید' }).nullable().transform((v) => v ?? Number.NaN),
    discountPrice: z.number().nullable(),
    promotionPrice: z.number().nullable(),
    /** The last Tehran day of the promotion; it ends when that day does. */
    promotionDay: z.string().optional(),
    upperDiscountAmount: z.number().nullable(),
    stock: count,
    maxBuy: count,
    active: z.boolean(),
  })
  .transform(({ promotionDay, ...v }, ctx) => {
    const checked = variantBodySchema.safeParse({ ...v, promotionTo: promotionDay ? tehranDayStart(nextDay(promotionDay)).toISOString() : null });
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.map((p) => (p === 'promotionTo' ? 'promotionDay' : p)) });
    }
    return z.NEVER;
  });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const FIELDS = ['attr1ValueId', 'attr2ValueId', 'sku', 'price', 'discountPrice', 'promotionPrice', 'upperDiscountAmount', 'stock', 'maxBuy'] as const;

function defaultsOf(v: AdminVariant | null): FormInput {
  return {
    attr1ValueId: v?.attr1ValueId ? String(v.attr1ValueId) : '',
    attr2ValueId: v?.attr2ValueId ? String(v.attr2ValueId) : '',
    sku: v?.sku ?? '',
    price: v?.price ?? null,
    discountPrice: v && v.discountPrice !== v.price ? v.discountPrice : null,
    promotionPrice: v?.promotionPrice ?? null,
    promotionDay: v?.promotionTo ? tehranIsoDay(new Date(Date.parse(v.promotionTo) - 1)) : undefined,
    upperDiscountAmount: v?.upperDiscountAmount ?? null,
    stock: String(v?.stock ?? 0),
    maxBuy: String(v?.maxBuy ?? 1),
    active: v?.active ?? true,
  };
}

/** Adds a variant to a product, or changes every field of one. */
export function VariantForm({ productId, variant, options, onDone }: { productId: number; variant: AdminVariant | null; options: CatalogOptions; onDone: () => void }) {
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: defaultsOf(variant) });
  const create = useCreateVariant();
  const update = useUpdateVariant();
  const values = (type: number) => options.attributes.filter((a) => a.type === type).flatMap((a) => a.values.map((v) => ({ value: String(v.id), label: type === 2 ? `${a.title}: ${v.title}` : v.title })));

  const submit = form.handleSubmit(async (input) => {
    try {
      const { message } = variant ? await update.mutateAsync({ id: variant.id, input }) : await create.mutateAsync({ productId, input });
      toast.success(message);
      onDone();
    } catch (error) {
      toast.error(applyApiErrors(form.setError, error, FIELDS));
    }
  });

  const { control } = form;
  return (
    <form onSubmit={submit} noValidate aria-label={variant ? `ویرایش تنوع ${variant.sku}` : 'تنوع تازه'} className="grid gap-3 rounded-xl border border-brand/30 bg-brand/5 p-4 md:grid-cols-3">
      <SelectField control={control} name="attr1ValueId" label="رنگ" placeholder="بدون رنگ" options={values(1)} />
      <SelectField control={control} name="attr2ValueId" label="ویژگی دوم (مثل حافظه)" placeholder="ندارد" options={values(2)} />
      <TextField control={control} name="sku" label="کد کالا (SKU)" dir="ltr" required />
      <TomanField control={control} name="price" label="قیمت (تومان)" required />
      <TomanField control={control} name="discountPrice" label="قیمت پس از تخفیف (تومان)" hint="خالی: بدون تخفیف" />
      <TomanField control={control} name="upperDiscountAmount" label="سقف تخفیف (تومان)" />
      <TomanField control={control} name="promotionPrice" label="قیمت حراج (تومان)" />
      <JalaliDateField control={control} name="promotionDay" label="پایان حراج (تا پایان این روز)" />
      <div className="grid grid-cols-2 gap-3">
        <TextField control={control} name="stock" label="موجودی" inputMode="numeric" required />
        <TextField control={control} name="maxBuy" label="حداکثر خرید" inputMode="numeric" required />
      </div>
      <CheckboxField control={control} name="active" label="فروخته می‌شود" />
      <div className="flex gap-2 md:col-span-3 md:justify-end">
        <Button variant="secondary" onClick={onDone}>
          انصراف
        </Button>
        <Button type="submit" pending={create.isPending || update.isPending}>
          {variant ? 'ذخیره تنوع' : 'افزودن تنوع'}
        </Button>
      </div>
    </form>
  );
}
