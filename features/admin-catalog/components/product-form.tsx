'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useAccess } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { applyApiErrors } from '@/components/admin/form/api-errors';
import { RichTextField } from '@/components/admin/form/rich-text-field';
import { CheckboxField, SelectField, TextareaField, TextField } from '@/components/admin/form/fields';
import { toast } from '@/components/toasts';
import { productBodySchema, productPickSchema, slugify, type AdminProduct, type CatalogOptions } from '@/lib/contracts/admin/products';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import { RelatedField } from './related-field';

/** The body with the form's own shapes: selects hold strings, other names are one per line. */
const formSchema = productBodySchema.extend({
  categoryId: z.string().min(1, { error: 'دسته‌بندی را انتخاب کنید' }).transform(Number),
  brandId: z.string().transform((v) => (v === '' ? null : Number(v))),
  aliases: z.string().transform((s) => s.split('\n').map((line) => line.trim()).filter(Boolean)),
  relatedIds: z
    .array(productPickSchema)
    .max(20, { error: 'حداکثر ۲۰ کالای مرتبط' })
    .transform((picks) => picks.map((p) => p.id)),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const FIELDS = ['title', 'titleEn', 'slug', 'categoryId', 'brandId', 'summary', 'description', 'seoTitle', 'seoDescription', 'insurances', 'relatedIds'] as const;

function defaultsOf(product: AdminProduct | undefined): FormInput {
  return {
    title: product?.title ?? '',
    titleEn: product?.titleEn ?? '',
    slug: product?.slug ?? '',
    categoryId: product ? String(product.categoryId) : '',
    brandId: product?.brandId ? String(product.brandId) : '',
    summary: product?.summary ?? '',
    description: product?.description ?? '',
    specs: product?.specs ?? [],
    aliases: (product?.aliases ?? []).join('\n'),
    seoTitle: product?.seoTitle ?? '',
    seoDescription: product?.seoDescription ?? '',
    published: product?.published ?? false,
    insurances: product?.insurances ?? [],
    relatedIds: product?.related ?? [],
  };
}

/** The product's own fields; a new product goes to its page, where variants are added. */
export function ProductForm({ product, options }: { product?: AdminProduct; options: CatalogOptions }) {
  const router = useRouter();
  const canWrite = useAccess().can('catalog.write');
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: defaultsOf(product) });
  const specs = useFieldArray({ control: form.control, name: 'specs' });
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const title = useWatch({ control: form.control, name: 'title' });

  const submit = form.handleSubmit(async (values) => {
    try {
      if (product) {
        const { product: saved, message } = await update.mutateAsync({ id: product.id, input: { ...values, published: product.published } });
        form.reset(defaultsOf(saved));
        toast.success(message);
      } else {
        const { product: created, message } = await create.mutateAsync(values);
        toast.success(message);
        router.push(`/admin/catalog/products/${created.id}`);
      }
    } catch (error) {
      toast.error(applyApiErrors(form.setError, error, FIELDS));
    }
  });

  const { control } = form;
  return (
    <form onSubmit={submit} noValidate aria-label={product ? 'ویرایش کالا' : 'کالای تازه'} className="flex flex-col gap-6">
      <fieldset disabled={!canWrite} className="grid gap-4 rounded-xl border border-line bg-white p-4 md:grid-cols-2">
        <legend className="px-1 font-bold">مشخصات اصلی</legend>
        <TextField control={control} name="title" label="نام کالا" required />
        <TextField control={control} name="titleEn" label="نام لاتین" dir="ltr" />
        <TextField
          control={control}
          name="slug"
          label="نشانی (slug)"
          hint={`خالی بماند، از نام ساخته می‌شود${title ? `: ${slugify(title)}` : ''}. نشانی قبلی به نشانی تازه هدایت می‌شود.`}
        />
        <SelectField control={control} name="categoryId" label="دسته‌بندی" required placeholder="انتخاب دسته‌بندی" options={options.categories.map((c) => ({ value: String(c.id), label: c.title }))} />
        <SelectField control={control} name="brandId" label="برند" placeholder="بدون برند" options={options.brands.map((b) => ({ value: String(b.id), label: b.title }))} />
        <TextareaField control={control} name="aliases" label="نام‌های دیگر برای جست‌وجو" rows={3} hint="هر نام در یک سطر، مثل «گلکسی اس ۲۵»" />
        <div className="md:col-span-2">
          <TextareaField control={control} name="summary" label="خلاصه" rows={2} maxLength={500} />
        </div>
        <div className="md:col-span-2">
          <RichTextField control={control} name="description" label="توضیحات" disabled={!canWrite} />
        </div>
      </fieldset>

      <fieldset disabled={!canWrite} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
        <legend className="px-1 font-bold">جدول مشخصات</legend>
        {specs.fields.length === 0 ? <p className="text-sm text-muted">هنوز مشخصه‌ای ننوشته‌اید.</p> : null}
        {specs.fields.map((f, i) => (
          <div key={f.id} className="grid gap-2 md:grid-cols-[1fr_1fr_2fr_auto] md:items-end">
            <TextField control={control} name={`specs.${i}.group`} label="گروه" />
            <TextField control={control} name={`specs.${i}.title`} label="عنوان" />
            <TextField control={control} name={`specs.${i}.value`} label="مقدار" />
            <Button variant="ghost" onClick={() => specs.remove(i)} aria-label={`حذف مشخصه ${i + 1}`}>
              حذف
            </Button>
          </div>
        ))}
        <div>
          <Button variant="secondary" onClick={() => specs.append({ group: specs.fields.at(-1)?.group ?? 'مشخصات کلی', title: '', value: '' })}>
            افزودن مشخصه
          </Button>
        </div>
      </fieldset>

      <fieldset disabled={!canWrite} className="grid gap-4 rounded-xl border border-line bg-white p-4 md:grid-cols-2">
        <legend className="px-1 font-bold">سئو و بیمه</legend>
        <TextField control={control} name="seoTitle" label="عنوان سئو" maxLength={120} hint="خالی بماند، نام کالا به کار می‌رود." />
        <TextareaField control={control} name="seoDescription" label="توضیح سئو" rows={2} maxLength={320} />
        <Controller
          control={control}
          name="relatedIds"
          render={({ field, fieldState }) => <RelatedField value={field.value ?? []} onChange={field.onChange} productId={product?.id} error={fieldState.error?.message} disabled={!canWrite} />}
        />
        <Controller
          control={control}
          name="insurances"
          render={({ field, fieldState }) => (
            <div className="flex flex-col gap-2 md:col-span-2" role="group" aria-labelledby="insurance-title">
              <p id="insurance-title" className="text-sm font-medium">
                طرح‌های بیمه پیشنهادی
              </p>
              {options.insurancePlans.length === 0 ? <p className="text-sm text-muted">هنوز طرح بیمه‌ای تعریف نشده است.</p> : null}
              {options.insurancePlans.map((plan) => {
                const held = field.value ?? [];
                const chosen = held.find((i) => i.id === plan.id);
                const set = (next: { id: number; forced: boolean } | null) => field.onChange([...held.filter((i) => i.id !== plan.id), ...(next ? [next] : [])]);
                return (
                  <div key={plan.id} className="flex flex-wrap items-center gap-4 text-sm">
                    <label className="flex items-center gap-2">
                      <input type="checkbox" className="size-4 accent-brand" checked={Boolean(chosen)} onChange={(e) => set(e.target.checked ? { id: plan.id, forced: false } : null)} />
                      {plan.title}
                    </label>
                    <label className="flex items-center gap-2 text-muted">
                      <input type="checkbox" className="size-4 accent-brand" disabled={!chosen} checked={Boolean(chosen?.forced)} onChange={(e) => set({ id: plan.id, forced: e.target.checked })} />
                      اجباری
                    </label>
                  </div>
                );
              })}
              {fieldState.error?.message ? <p className="text-sm text-red-700">{fieldState.error.message}</p> : null}
            </div>
          )}
        />
        {product ? null : <CheckboxField control={control} name="published" label="همین حالا منتشر شود" hint="بهتر است پس از افزودن تنوع‌ها و قیمت‌ها منتشر کنید." />}
      </fieldset>

      {canWrite ? (
        <div className="sticky bottom-0 flex justify-end gap-2 border-t border-line bg-white/95 py-3">
          <Button type="submit" pending={create.isPending || update.isPending}>
            {product ? 'ذخیره تغییرات' : 'ساختن کالا'}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
