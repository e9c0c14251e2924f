'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { Can, useAccess } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { applyApiErrors } from '@/components/admin/form/api-errors';
import { TextareaField, TextField } from '@/components/admin/form/fields';
import { Skeleton } from '@/components/admin/skeleton';
import { ErrorState } from '@/components/admin/state-panels';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import { companyIdentitySchema, type CompanyIdentity, type CompanyIdentityInput } from '@/lib/contracts/admin/company';
import type { PictureUploadControl } from '@/lib/contracts/picture-upload';
import { toPersianDigits } from '@/lib/format/digits';
import { useCompanyIdentity, useSaveCompanyIdentity } from '../api/company-api';
import { LoginImagesField, LogoField } from './identity-pictures';

type Input = CompanyIdentityInput;

const FIELDS = ['name', 'footerCopyright', 'footerAbout', 'promotionGalleryUrl', 'logo', 'footerLogo', 'loginImages', 'addresses', 'departments'] as const;

/** Nullable texts as the inputs hold them: an empty field is sent as '' and the schema makes it null. */
const inputOf = (c: CompanyIdentity): Input => ({
  ...c,
  promotionGalleryUrl: c.promotionGalleryUrl ?? '',
  footerLogo: c.footerLogo ?? '',
  addresses: c.addresses.map((a) => ({ ...a, postalCode: a.postalCode ?? '' })),
  departments: c.departments.map((d) => ({ ...d, tell: d.tell ?? '', email: d.email ?? '' })),
});

function IdentityFields({ identity, Upload }: { identity: CompanyIdentity; Upload: PictureUploadControl }) {
  const save = useSaveCompanyIdentity();
  const { can } = useAccess();
  const readOnly = !can('content.write');
  const form = useForm<Input, unknown, CompanyIdentity>({ resolver: zodResolver(companyIdentitySchema), defaultValues: inputOf(identity) });
  const addresses = useFieldArray({ control: form.control, name: 'addresses' });
  const departments = useFieldArray({ control: form.control, name: 'departments' });
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      form.reset(inputOf(saved));
      toast.success('مشخصات فروشگاه ذخیره شد و سربرگ و پابرگ همین حالا آن را نشان می‌دهند');
    } catch (error) {
      toast.error(applyApiErrors(form.setError, error, FIELDS));
    }
  });
  const listError = (name: 'addresses' | 'departments') => {
    const error = form.formState.errors[name];
    return error?.message ?? error?.root?.message;
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="identity-title" className="flex flex-col gap-4">
      <h2 id="identity-title" className="text-lg font-bold">
        مشخصات فروشگاه
      </h2>
      <fieldset disabled={readOnly} className="grid min-w-0 gap-3 rounded-xl border border-line bg-white p-4 md:grid-cols-2">
        <legend className="px-1 font-bold">نام و نشان</legend>
        <TextField control={form.control} name="name" label="نام فروشگاه" required maxLength={60} />
        <TextField control={form.control} name="promotionGalleryUrl" label="پیوند گالری تبلیغات" dir="ltr" placeholder="https://…" />
        <LogoField control={form.control} name="logo" label="لوگوی سربرگ" required Upload={Upload} />
        <LogoField control={form.control} name="footerLogo" label="لوگوی پابرگ" hint="بدون آن، پابرگ لوگوی سربرگ را نشان می‌دهد." removeLabel="برداشتن لوگوی پابرگ" Upload={Upload} />
        <LoginImagesField control={form.control} readOnly={readOnly} Upload={Upload} />
      </fieldset>
      <fieldset disabled={readOnly} className="grid gap-3 rounded-xl border border-line bg-white p-4">
        <legend className="px-1 font-bold">پابرگ</legend>
        <TextField control={form.control} name="footerCopyright" label="متن حق نشر" required maxLength={200} />
        <TextareaField control={form.control} name="footerAbout" label="درباره فروشگاه" rows={3} maxLength={1000} />
      </fieldset>
      <fieldset disabled={readOnly} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
        <legend className="px-1 font-bold">نشانی‌ها و تلفن‌ها</legend>
        <p className="text-sm text-muted">نخستین نشانی، تلفن دکمه «تماس با پشتیبانی» صفحه تعمیر است.</p>
        {addresses.fields.map((field, i) => (
          <div key={field.id} role="group" aria-label={`نشانی ${toPersianDigits(i + 1)}`} className="grid gap-3 rounded-lg border border-line p-3 md:grid-cols-2">
            <TextField control={form.control} name={`addresses.${i}.title`} label="عنوان" required />
            <TextField control={form.control} name={`addresses.${i}.tell`} label="تلفن" required dir="ltr" inputMode="tel" />
            <TextField control={form.control} name={`addresses.${i}.address`} label="نشانی" required />
            <TextField control={form.control} name={`addresses.${i}.postalCode`} label="کد پستی" dir="ltr" inputMode="numeric" />
            <div>
              <Button type="button" variant="secondary" onClick={() => addresses.remove(i)}>
                {`حذف نشانی ${toPersianDigits(i + 1)}`}
              </Button>
            </div>
          </div>
        ))}
        {listError('addresses') ? (
          <p role="alert" className="text-sm text-red-700">
            {listError('addresses')}
          </p>
        ) : null}
        <div>
          <Button type="button" variant="secondary" onClick={() => addresses.append({ title: '', address: '', tell: '', postalCode: '' })}>
            افزودن نشانی
          </Button>
        </div>
      </fieldset>
      <fieldset disabled={readOnly} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
        <legend className="px-1 font-bold">بخش‌ها</legend>
        {departments.fields.map((field, i) => (
          <div key={field.id} role="group" aria-label={`بخش ${toPersianDigits(i + 1)}`} className="grid gap-3 rounded-lg border border-line p-3 md:grid-cols-3">
            <TextField control={form.control} name={`departments.${i}.title`} label="عنوان" required />
            <TextField control={form.control} name={`departments.${i}.tell`} label="تلفن" dir="ltr" inputMode="tel" />
            <TextField control={form.control} name={`departments.${i}.email`} label="ایمیل" dir="ltr" type="email" />
            <div>
              <Button type="button" variant="secondary" onClick={() => departments.remove(i)}>
                {`حذف بخش ${toPersianDigits(i + 1)}`}
              </Button>
            </div>
          </div>
        ))}
        {listError('departments') ? (
          <p role="alert" className="text-sm text-red-700">
            {listError('departments')}
          </p>
        ) : null}
        <div>
          <Button type="button" variant="secondary" onClick={() => departments.append({ title: '', tell: '', email: '' })}>
            افزودن بخش
          </Button>
        </div>
      </fieldset>
      <Can permission="content.write">
        <div>
          <Button type="submit" pending={save.isPending}>
            ذخیره مشخصات
          </Button>
        </div>
      </Can>
    </form>
  );
}

/**
 * The company's name, logos, sign-in pictures, footer, addresses and departments (the gateways are with the switches
 * above). `Upload` is the console's picture upload, handed in by the route.
 */
export function IdentityForm({ Upload }: { Upload: PictureUploadControl }) {
  const identity = useCompanyIdentity();
  if (identity.isPending) return <Skeleton className="h-96" />;
  if (identity.isError) return <ErrorState message={toApiError(identity.error).message} onRetry={() => void identity.refetch()} />;
  return <IdentityFields key={identity.dataUpdatedAt} identity={identity.data} Upload={Upload} />;
}
