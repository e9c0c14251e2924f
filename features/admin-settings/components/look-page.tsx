'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type CSSProperties } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { Can, useAccess } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { applyApiErrors } from '@/components/admin/form/api-errors';
import { describedBy, FieldMessages, inputClass } from '@/components/admin/form/field';
import { PageHeader } from '@/components/admin/page-header';
import { Skeleton } from '@/components/admin/skeleton';
import { ErrorState } from '@/components/admin/state-panels';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import {
  checkContrast,
  CONTRAST_PAIRS,
  DEFAULT_THEME,
  MIN_CONTRAST,
  persianRatio,
  THEME_COLOR_KEYS,
  THEME_COLOR_LABELS,
  themeSchema,
  themeVariables,
  type Theme,
  type ThemeColorKey,
} from '@/lib/contracts/theme';
import { toPersianDigits } from '@/lib/format/digits';
import { useSaveTheme, useTheme } from '../api/look-api';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The picker and the code stay one value: the code may be half typed, the picker gets it once it is whole. */
function ColorField({ control, name, disabled }: { control: Control<Theme>; name: ThemeColorKey; disabled: boolean }) {
  const id = `${useId()}-${name}`;
  const {
    field: { ref: inputRef, ...field },
    fieldState,
  } = useController({ control, name });
  const { label, hint } = THEME_COLOR_LABELS[name];
  const error = fieldState.error?.message;
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`انتخاب ${label}`}
          value={HEX.test(value) ? value.toLowerCase() : '#000000'}
          onChange={(e) => field.onChange(e.target.value)}
          disabled={disabled}
          className="h-10 w-12 shrink-0 cursor-pointer rounded border border-line bg-white p-1"
        />
        <input
          id={id}
          ref={inputRef}
          name={field.name}
          dir="ltr"
          value={value}
          onChange={(e) => field.onChange(e.target.value.trim())}
          onBlur={field.onBlur}
          disabled={disabled}
          maxLength={7}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={`${inputClass} max-w-32 font-mono`}
        />
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** The header, a product card and the basket button drawn with the unsaved values, through the storefront's own classes. */
function LookPreview({ theme }: { theme: Theme }) {
  const style = themeVariables(theme) as CSSProperties;
  return (
    <section aria-labelledby="look-preview-title" className="flex flex-col gap-2">
      <h2 id="look-preview-title" className="font-bold">
        پیش‌نمایش (ذخیره نشده)
      </h2>
      <div style={style} data-testid="look-preview" className="overflow-hidden rounded-xl border border-line bg-page text-ink">
        <div className="bg-seller px-4 py-1.5 text-center text-xs text-white">حالت فروشنده: نمونه</div>
        <div className="flex items-center justify-between gap-3 border-b border-line bg-surface px-4 py-3">
          <span className="font-bold text-brand">فروشگاه</span>
          <span className="hidden text-sm text-ink sm:inline">گوشی موبایل · تبلت · لوازم جانبی</span>
          <span data-testid="preview-basket" className="inline-flex items-center gap-1 rounded-lg bg-brand px-3 py-1.5 text-sm font-bold text-white">
            سبد خرید <span className="rounded-full bg-white/20 px-1.5">{toPersianDigits(2)}</span>
          </span>
        </div>
        <div className="grid gap-3 p-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-3">
            <div className="aspect-[4/3] rounded-lg bg-page" />
            <span className="text-sm font-medium text-ink">گوشی نمونه ۱۲۸ گیگابایت</span>
            <span className="text-xs text-muted">۳ رنگ · گارانتی ۱۸ ماهه</span>
            <span className="font-bold text-ink">۲۴٬۵۰۰٬۰۰۰ تومان</span>
            <span className="text-sm text-brand-dark underline">مقایسه</span>
            <span className="rounded-lg bg-brand py-2 text-center text-sm font-bold text-white">افزودن به سبد</span>
          </div>
          <p className="self-center text-sm text-muted">متن کم‌رنگ روی زمینه صفحه، مانند توضیح زیر فهرست کالاها.</p>
        </div>
      </div>
    </section>
  );
}

function ContrastTable({ theme }: { theme: Theme }) {
  const valid = themeSchema.safeParse(theme);
  const checks = valid.success ? checkContrast(valid.data) : null;
  return (
    <section aria-labelledby="look-contrast-title" className="flex flex-col gap-2">
      <h2 id="look-contrast-title" className="font-bold">
        تضاد رنگ‌ها
      </h2>
      <p className="text-sm text-muted">{`هر جفت متن و زمینه دست‌کم ${persianRatio(MIN_CONTRAST)} به ۱ لازم دارد (WCAG AA)؛ کمتر از آن ذخیره نمی‌شود.`}</p>
      {checks ? (
        <table className="w-full text-sm" aria-live="polite">
          <thead>
            <tr className="text-start text-xs text-muted">
              <th scope="col" className="py-1 text-start font-medium">
                جفت رنگ
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                نسبت
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                وضعیت
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {checks.map((c, i) => {
              const pair = CONTRAST_PAIRS[i]!;
              return (
                <tr key={c.id} data-testid={`contrast-${c.id}`}>
                  <td className="py-1.5">
                    <span className="me-2 inline-block rounded border border-line px-1.5 text-xs font-bold" style={{ color: pair.text(valid.data!), background: pair.background(valid.data!) }} aria-hidden>
                      آب
                    </span>
                    {c.label}
                  </td>
                  <td className="py-1.5">{`${persianRatio(c.ratio)} به ۱`}</td>
                  <td className={`py-1.5 font-medium ${c.passes ? 'text-green-800' : 'text-red-700'}`}>{c.passes ? 'خوانا' : 'کم‌تضاد'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-red-700">رنگ‌ها را به شکل ‎#RRGGBB کامل کنید تا تضادشان سنجیده شود.</p>
      )}
    </section>
  );
}

function LookForm({ theme }: { theme: Theme }) {
  const save = useSaveTheme();
  const { can } = useAccess();
  const readOnly = !can('content.write');
  const radiusId = useId();
  const form = useForm<Theme>({ resolver: zodResolver(themeSchema), defaultValues: theme });
  const watched = useWatch({ control: form.control }) as Theme;
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      form.reset(body);
      toast.success('ظاهر فروشگاه ذخیره شد و همین حالا دیده می‌شود');
    } catch (error) {
      toast.error(applyApiErrors(form.setError, error, [...THEME_COLOR_KEYS, 'radius']));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-6">
        <fieldset disabled={readOnly} className="grid gap-4 rounded-xl border border-line bg-white p-4 sm:grid-cols-2">
          <legend className="px-1 font-bold">رنگ‌ها</legend>
          {THEME_COLOR_KEYS.map((key) => (
            <ColorField key={key} control={form.control} name={key} disabled={readOnly} />
          ))}
        </fieldset>
        <fieldset disabled={readOnly} className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4">
          <legend className="px-1 font-bold">گردی گوشه‌ها</legend>
          <label htmlFor={radiusId} className="text-sm font-medium">
            {`گردی گوشه کارت‌ها و دکمه‌ها: ${toPersianDigits(watched.radius ?? 0)} پیکسل`}
          </label>
          <input
            id={radiusId}
            type="range"
            min={0}
            max={24}
            step={1}
            value={watched.radius ?? 0}
            onChange={(e) => form.setValue('radius', Number(e.target.value), { shouldDirty: true })}
            className="accent-brand"
          />
        </fieldset>
        <Can permission="content.write">
          <div className="flex flex-wrap gap-2">
            <Button type="submit" pending={save.isPending}>
              ذخیره ظاهر
            </Button>
            <Button type="button" variant="secondary" onClick={() => form.reset({ ...DEFAULT_THEME })}>
              رنگ‌های پیش‌فرض
            </Button>
          </div>
        </Can>
      </div>
      <div className="flex flex-col gap-6 rounded-xl border border-line bg-white p-4">
        <LookPreview theme={{ ...theme, ...Object.fromEntries(Object.entries(watched).filter(([k, v]) => k === 'radius' || HEX.test(String(v)))) }} />
        <ContrastTable theme={watched} />
      </div>
    </form>
  );
}

/** The storefront's colours and corner radius, with the contrast of each pair and a preview before saving. */
export function LookPage() {
  const look = useTheme();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="ظاهر فروشگاه"
        breadcrumbs={[{ label: 'پیشخوان', href: '/admin' }, { label: 'تنظیمات فروشگاه', href: '/admin/settings' }, { label: 'ظاهر فروشگاه' }]}
        description="رنگ‌ها و گردی گوشه‌های فروشگاه. پس از ذخیره، همه صفحه‌ها همان لحظه با ظاهر تازه دیده می‌شوند."
        actions={
          <a href="/" target="_blank" rel="noreferrer" className="text-sm text-brand-dark underline">
            دیدن فروشگاه
          </a>
        }
      />
      {look.isPending ? (
        <Skeleton className="h-96" />
      ) : look.isError ? (
        <ErrorState message={toApiError(look.error).message} onRetry={() => void look.refetch()} />
      ) : (
        <LookForm key={look.data.version} theme={look.data.theme} />
      )}
    </div>
  );
}
