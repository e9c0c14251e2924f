'use client';

import { useId, useState } from 'react';
import { Can, useAccess } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { inputClass } from '@/components/admin/form/field';
import { JalaliDateInput } from '@/components/admin/inputs/jalali-date-input';
import { PageHeader } from '@/components/admin/page-header';
import { Skeleton } from '@/components/admin/skeleton';
import { ErrorState } from '@/components/admin/state-panels';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import type { Company } from '@/lib/contracts/content';
import type { PictureUploadControl } from '@/lib/contracts/picture-upload';
import { toLatinDigits, toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDateTime, tehranDayStart, tehranIsoDay } from '@/lib/format/jalali';
import { GATEWAY_TITLES } from '@/lib/payment-gateways';
import { useSaveSettings, useSettings } from '../api/settings-api';
import { IdentityForm } from './identity-form';

const GATEWAYS = Object.keys(GATEWAY_TITLES);
const HOUR_MS = 3_600_000;

/** The end time as a Tehran day and clock time ('HH:MM'); Tehran keeps +03:30 all year since 2022. */
function splitEnd(iso: string | null): { day: string | undefined; time: string } {
  if (!iso) return { day: undefined, time: '' };
  const at = new Date(iso);
  const day = tehranIsoDay(at);
  const minutes = Math.round((at.getTime() - tehranDayStart(day).getTime()) / 60_000);
  return { day, time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}` };
}

function joinEnd(day: string | undefined, time: string): string | null | 'invalid' {
  if (!day) return null;
  const m = /^(\d{1,2}):(\d{2})$/.exec(toLatinDigits(time.trim()) || '00:00');
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return 'invalid';
  return new Date(tehranDayStart(day).getTime() + Number(m[1]) * HOUR_MS + Number(m[2]) * 60_000).toISOString();
}

function SettingsForm({ company }: { company: Company }) {
  const save = useSaveSettings();
  const { can } = useAccess();
  const readOnly = !can('content.write');
  const ids = { maintenance: useId(), day: useId(), time: useId(), catalog: useId(), gateways: useId() };
  const end = splitEnd(company.maintenanceModeExpDateTime);
  const [maintenance, setMaintenance] = useState(company.maintenanceMode);
  const [day, setDay] = useState(end.day);
  const [time, setTime] = useState(end.time);
  const [catalog, setCatalog] = useState(company.catalogMode);
  const [gateways, setGateways] = useState<string[]>(company.validGateways);

  const submit = async () => {
    const until = joinEnd(day, time);
    if (until === 'invalid') return toast.error('ساعت پایان را به شکل ۱۸:۳۰ بنویسید');
    if (until && maintenance && Date.parse(until) <= Date.now()) return toast.error('زمان پایان تعمیر باید در آینده باشد');
    if (gateways.length === 0) return toast.error('دست‌کم یک درگاه پرداخت لازم است');
    try {
      await save.mutateAsync({ maintenanceMode: maintenance, maintenanceModeExpDateTime: maintenance ? until : null, catalogMode: catalog, validGateways: gateways });
      toast.success('تنظیمات ذخیره شد و فروشگاه همین حالا آن را نشان می‌دهد');
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-6"
    >
      <fieldset disabled={readOnly} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
        <legend className="px-1 font-bold">حالت تعمیر</legend>
        <label htmlFor={ids.maintenance} className="flex items-center gap-2 text-sm font-medium">
          <input id={ids.maintenance} type="checkbox" checked={maintenance} onChange={(e) => setMaintenance(e.target.checked)} aria-describedby={`${ids.maintenance}-hint`} />
          فروشگاه در حال تعمیر است
        </label>
        <p id={`${ids.maintenance}-hint`} className="text-sm text-muted">
          خریداران به جای فروشگاه صفحه «در حال به‌روزرسانی» را می‌بینند و اگر زمان پایان بدهید، شمارش معکوس تا آن زمان را. ناظران و کارکنان فروشگاه را مثل همیشه می‌بینند.
        </p>
        {maintenance ? (
          <div className="grid gap-3 md:grid-cols-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.day} className="text-sm font-medium">
                روز پایان (اختیاری)
              </label>
              <JalaliDateInput id={ids.day} value={day} onChange={setDay} min={tehranIsoDay(new Date())} />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.time} className="text-sm font-medium">
                ساعت پایان (به وقت تهران)
              </label>
              <input id={ids.time} inputMode="numeric" dir="ltr" placeholder="۱۸:۳۰" value={toPersianDigits(time)} onChange={(e) => setTime(toLatinDigits(e.target.value))} className={`${inputClass} max-w-32`} disabled={!day} />
            </div>
          </div>
        ) : null}
        {company.maintenanceMode && company.maintenanceModeExpDateTime ? <p className="text-sm">{`اکنون تا ${formatJalaliDateTime(company.maintenanceModeExpDateTime)}`}</p> : null}
      </fieldset>

      <fieldset disabled={readOnly} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
        <legend className="px-1 font-bold">حالت کاتالوگ</legend>
        <label htmlFor={ids.catalog} className="flex items-center gap-2 text-sm font-medium">
          <input id={ids.catalog} type="checkbox" checked={catalog} onChange={(e) => setCatalog(e.target.checked)} aria-describedby={`${ids.catalog}-hint`} />
          فروشگاه فقط کالاها را نشان دهد
        </label>
        <p id={`${ids.catalog}-hint`} className="text-sm text-muted">
          کالاها و قیمت‌ها دیده می‌شوند اما دکمه افزودن به سبد نیست و سفارش تازه پذیرفته نمی‌شود.
        </p>
      </fieldset>

      <fieldset disabled={readOnly} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4" aria-describedby={`${ids.gateways}-hint`}>
        <legend className="px-1 font-bold">درگاه‌های پرداخت</legend>
        <p id={`${ids.gateways}-hint`} className="text-sm text-muted">
          درگاه‌هایی که صفحه پرداخت به خریدار پیشنهاد می‌دهد، به همین ترتیب.
        </p>
        <div className="flex flex-wrap gap-4">
          {GATEWAYS.map((g) => (
            <label key={g} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={gateways.includes(g)} onChange={(e) => setGateways(e.target.checked ? [...gateways, g] : gateways.filter((x) => x !== g))} />
              {GATEWAY_TITLES[g]}
            </label>
          ))}
        </div>
      </fieldset>

      <Can permission="content.write">
        <div>
          <Button type="submit" pending={save.isPending}>
            ذخیره تنظیمات
          </Button>
        </div>
      </Can>
    </form>
  );
}

/** The shop's switches (maintenance with its end time, catalog mode, the payment gateways) and its identity. */
export function SettingsPage({ PictureUpload }: { PictureUpload: PictureUploadControl }) {
  const settings = useSettings();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="تنظیمات فروشگاه"
        breadcrumbs={[{ label: 'پیشخوان', href: '/admin' }, { label: 'تنظیمات فروشگاه' }]}
        description="هر تغییر همان لحظه در فروشگاه دیده می‌شود."
        actions={
          <>
            <a href="/admin/settings/look" className="text-sm text-brand-dark underline">
              ظاهر فروشگاه
            </a>
            <a href="/" target="_blank" rel="noreferrer" className="text-sm text-brand-dark underline">
              دیدن فروشگاه
            </a>
            <a href="/preview-as-shopper" target="_blank" rel="noreferrer" className="text-sm text-brand-dark underline" aria-describedby="shopper-preview-hint">
              دیدن به چشم خریدار
            </a>
          </>
        }
      />
      <p id="shopper-preview-hint" className="text-sm text-muted">
        «دیدن به چشم خریدار» فروشگاه را همان‌گونه باز می‌کند که خریداران می‌بینند، حتی در حالت تعمیر، تا «پایان پیش‌نمایش» را بزنید.
      </p>
      {settings.isPending ? (
        <Skeleton className="h-64" />
      ) : settings.isError ? (
        <ErrorState message={toApiError(settings.error).message} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm key={settings.dataUpdatedAt} company={settings.data} />
      )}
      <IdentityForm Upload={PictureUpload} />
    </div>
  );
}
