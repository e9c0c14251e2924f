'use client';

import { useId, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { Button } from '@/components/admin/button';
import { describedBy, Field, inputClass } from '@/components/admin/form/field';
import { SortableList } from '@/components/admin/sortable-list';
import { companyMessages, type CompanyIdentity, type CompanyIdentityInput } from '@/lib/contracts/admin/company';
import type { PictureUploadControl } from '@/lib/contracts/picture-upload';
import { toPersianDigits } from '@/lib/format/digits';
import { imageUrl } from '@/lib/images';

type FormControl = Control<CompanyIdentityInput, unknown, CompanyIdentity>;

/** Up to this many sign-in pictures (the schema's limit). */
const MAX_LOGIN_IMAGES = 6;

// Only an address the server would take is drawn: a half-typed or unsafe one shows no preview.
const previewable = (src: string) => /^(\/(?!\/)|https:\/\/)[^\s"'<>]+$/.test(src);

/** The picture as the storefront asks for it: uploaded ones (/media/content/…) are served at this width as WebP. */
function Preview({ src, alt, className = 'h-16 max-w-48' }: { src: string; alt: string; className?: string }) {
  if (!previewable(src)) return <span className={`flex items-center justify-center rounded border border-dashed border-line px-3 text-xs text-muted ${className}`}>بدون تصویر</span>;
  // eslint-disable-next-line @next/next/no-img-element -- an operator's address, shown as a thumbnail
  return <img src={imageUrl(src, { width: 256 })} alt={alt} className={`rounded border border-line object-contain ${className}`} />;
}

/**
 * A logo: its preview, its address (typed, or filled by an upload through the checked picture pipeline), and for an
 * optional one a way to take it off.
 */
export function LogoField({
  control,
  name,
  label,
  hint,
  required,
  removeLabel,
  Upload,
}: {
  control: FormControl;
  name: 'logo' | 'footerLogo';
  label: string;
  hint?: string;
  required?: boolean;
  /** Offered for an optional logo: empties the address. */
  removeLabel?: string;
  Upload: PictureUploadControl;
}) {
  const id = `${useId()}-${name}`;
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const src = (value as string | null | undefined) ?? '';
  const error = fieldState.error?.message;
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-lg border border-line p-3 md:col-span-2">
      <div className="flex flex-wrap items-end gap-3">
        <Preview src={src} alt={`پیش‌نمایش ${label}`} />
        <div className="min-w-56 flex-1">
          <Field id={id} label={label} hint={hint} error={error} required={required}>
            <input
              id={id}
              ref={ref}
              dir="ltr"
              value={src}
              onChange={(e) => onChange(e.target.value)}
              onBlur={onBlur}
              placeholder="/media/… یا https://…"
              aria-required={required || undefined}
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={describedBy(id, hint, error)}
              className={inputClass}
            />
          </Field>
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Upload label={`بارگذاری ${label}`} onUploaded={(uploaded) => onChange(uploaded)} />
        {removeLabel && src ? (
          <Button variant="ghost" onClick={() => onChange('')}>
            {removeLabel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** The sign-in pictures in the order shown: each with its preview, moved by dragging or ▲ ▼, removed; added by upload or address. */
export function LoginImagesField({ control, readOnly, Upload }: { control: FormControl; readOnly: boolean; Upload: PictureUploadControl }) {
  const id = `${useId()}-login`;
  const [typed, setTyped] = useState('');
  const {
    field: { value, onChange },
    fieldState,
  } = useController({ control, name: 'loginImages' });
  const images = (value ?? []) as string[];
  const full = images.length >= MAX_LOGIN_IMAGES;
  const add = (src: string) => onChange([...images, src]);
  const addTyped = () => {
    if (full || typed.trim() === '') return;
    add(typed.trim());
    setTyped('');
  };
  // A bad address's error sits on its item, without a message at the list's level.
  const error = fieldState.error?.message ?? fieldState.error?.root?.message ?? (fieldState.error ? companyMessages.image : undefined);
  const hint = `تا ${toPersianDigits(MAX_LOGIN_IMAGES)} تصویر، به همین ترتیب در صفحه ورود؛ برای جابه‌جایی بکشید یا ▲ و ▼ را بزنید.`;
  const items = images.map((src, index) => ({ src, index }));
  return (
    // min-w-0: a fieldset is as wide as its widest unbreakable line by default, and an address would widen the page.
    <fieldset aria-describedby={describedBy(id, hint, error)} className="flex min-w-0 flex-col gap-2 rounded-lg border border-line p-3 md:col-span-2">
      <legend className="px-1 text-sm font-medium">تصاویر صفحه ورود</legend>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
      {images.length === 0 ? (
        <p className="text-sm text-muted">تصویری نیست؛ صفحه ورود فقط فرم را نشان می‌دهد.</p>
      ) : (
        <SortableList
          items={items}
          label="تصاویر صفحه ورود"
          idOf={(item) => item.index}
          titleOf={(item) => `تصویر ${toPersianDigits(item.index + 1)}`}
          enabled={!readOnly}
          pending={false}
          onReorder={(order) => onChange(order.map((index) => images[index]!))}
          render={(item) => (
            <div className="flex flex-wrap items-center gap-3 py-2">
              <Preview src={item.src} alt={`تصویر ${toPersianDigits(item.index + 1)} صفحه ورود`} className="h-14 max-w-32" />
              <bdi dir="ltr" className="min-w-0 flex-1 truncate text-xs text-muted">
                {item.src}
              </bdi>
              {readOnly ? null : (
                <Button variant="ghost" onClick={() => onChange(images.filter((_, i) => i !== item.index))}>
                  {`حذف تصویر ${toPersianDigits(item.index + 1)}`}
                </Button>
              )}
            </div>
          )}
        />
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {readOnly ? null : (
        <div className="flex flex-wrap items-end gap-3">
          <Upload label="افزودن تصویر ورود با بارگذاری" hint="JPEG، PNG یا WebP؛ به پایان فهرست افزوده می‌شود." disabled={full} onUploaded={add} />
          {/* No min-w-0: too narrow for its field and button, the row wraps below the upload rather than overflow. */}
          <div className="flex flex-1 flex-wrap items-end gap-2">
            <div className="min-w-40 flex-1">
              <Field id={`${id}-address`} label="یا نشانی تصویر">
                <input
                  id={`${id}-address`}
                  dir="ltr"
                  value={typed}
                  onChange={(e) => setTyped(e.target.value)}
                  // Enter adds the address; it must not send the whole identity form.
                  onKeyDown={(e) => {
                    if (e.key !== 'Enter') return;
                    e.preventDefault();
                    addTyped();
                  }}
                  disabled={full}
                  placeholder="https://…"
                  className={inputClass}
                />
              </Field>
            </div>
            <Button variant="secondary" disabled={full || typed.trim() === ''} onClick={addTyped}>
              افزودن تصویر با این نشانی
            </Button>
          </div>
        </div>
      )}
    </fieldset>
  );
}
