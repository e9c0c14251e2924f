'use client';

import { useId, useMemo, useState } from 'react';
import { Can } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { inputClass } from '@/components/admin/form/field';
import { PageHeader } from '@/components/admin/page-header';
import { Skeleton } from '@/components/admin/skeleton';
import { ErrorState } from '@/components/admin/state-panels';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import { WEEKDAYS_SATURDAY_FIRST, weekdayTitle, type AppointmentDay } from '@/lib/contracts/admin/appointments';
import { stateTitles } from '@/lib/contracts/facility-messages';
import { toLatinDigits, toPersianDigits } from '@/lib/format/digits';
import { formatJalaliLong, jalaliToGregorianIso, jalaliWeekdayIndex, tehranIsoDay, toJalaliParts } from '@/lib/format/jalali';
import { formatPersianNumber } from '@/lib/format/money';
import { useAddHoliday, useCalendar, useRemoveHoliday, useSetDailyCapacity, useSetDayCapacity, useSetWeeklyHolidays } from '../api/appointments-api';

const WEEKDAYS = ['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه'];
const MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'];

type Month = { jy: number; jm: number };

/** Where the month's first day sits in its Saturday-first week (static classes, for Tailwind to find). */
const LEAD_COLUMNS = ['col-start-1', 'col-start-2', 'col-start-3', 'col-start-4', 'col-start-5', 'col-start-6', 'col-start-7'];

/** The Gregorian ISO days of a Jalali month: its first and last. */
function monthRange({ jy, jm }: Month): { from: string; to: string } {
  const from = jalaliToGregorianIso(jy, jm, 1);
  const next = jm === 12 ? jalaliToGregorianIso(jy + 1, 1, 1) : jalaliToGregorianIso(jy, jm + 1, 1);
  const to = new Date(Date.parse(`${next}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

const shift = ({ jy, jm }: Month, by: number): Month => {
  const index = jy * 12 + (jm - 1) + by;
  return { jy: Math.floor(index / 12), jm: (index % 12) + 1 };
};

const parseCount = (text: string) => {
  const n = Number(toLatinDigits(text.trim()));
  return text.trim() !== '' && Number.isInteger(n) ? n : null;
};

/** A day's look: holiday grey, no free seat red, otherwise green; the words say the same for screen readers. */
function dayTone(d: AppointmentDay): { className: string; words: string } {
  if (d.holiday) return { className: 'bg-gray-100 text-gray-700', words: `تعطیل (${d.holiday})` };
  if (d.capacity - d.booked <= 0) return { className: 'bg-red-50 text-red-900 border-red-300', words: d.capacity === 0 ? 'بسته' : 'پر' };
  return { className: 'bg-emerald-50 text-emerald-900 border-emerald-200', words: `${formatPersianNumber(d.capacity - d.booked)} نوبت آزاد` };
}

function DayPanel({ branchId, day }: { branchId: number; day: AppointmentDay }) {
  const capacityId = useId();
  const titleId = useId();
  const setDay = useSetDayCapacity();
  const addHoliday = useAddHoliday();
  const removeHoliday = useRemoveHoliday();
  const [capacity, setCapacity] = useState(String(day.capacity));
  const [title, setTitle] = useState('');

  const saveCapacity = async () => {
    const n = parseCount(capacity);
    if (n === null || n < 0) return toast.error('ظرفیت باید عددی صحیح از ۰ تا ۵۰۰ باشد');
    try {
      await setDay.mutateAsync({ branchId, day: day.day, capacity: n });
      toast.success('ظرفیت روز ذخیره شد');
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };
  const closeDay = async () => {
    try {
      await addHoliday.mutateAsync({ day: day.day, title });
      toast.success('این روز برای همه شعبه‌ها تعطیل شد');
      setTitle('');
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };
  const openDay = async () => {
    try {
      await removeHoliday.mutateAsync(day.day);
      toast.success('تعطیلی برداشته شد');
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };

  return (
    <section aria-labelledby="day-title" className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4 text-sm">
      <h2 id="day-title" className="font-bold">
        {formatJalaliLong(day.day)}
      </h2>
      <p>{`${formatPersianNumber(day.booked)} نوبت رزرو از ${formatPersianNumber(day.capacity)}${day.holiday ? ` · تعطیل: ${day.holiday}` : ''}`}</p>
      <Can permission="credit.write">
        <div className="flex flex-col gap-2">
          <label htmlFor={capacityId} className="font-medium">
            ظرفیت این روز
          </label>
          <div className="flex gap-2">
            <input id={capacityId} inputMode="numeric" value={toPersianDigits(capacity)} onChange={(e) => setCapacity(toLatinDigits(e.target.value))} className={`${inputClass} max-w-32`} aria-describedby={`${capacityId}-hint`} />
            <Button variant="secondary" pending={setDay.isPending} onClick={() => void saveCapacity()}>
              ذخیره ظرفیت
            </Button>
          </div>
          <p id={`${capacityId}-hint`} className="text-xs text-muted">
            ۰ روز را می‌بندد. کمتر از نوبت‌های رزروشده نمی‌شود.
          </p>
        </div>
        {day.weekly ? null : day.holiday ? (
          <div>
            <Button variant="secondary" pending={removeHoliday.isPending} onClick={() => void openDay()}>
              برداشتن تعطیلی
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-2">
            <label htmlFor={titleId} className="font-medium">
              تعطیل کردن این روز (همه شعبه‌ها)
            </label>
            <div className="flex gap-2">
              <input id={titleId} value={title} onChange={(e) => setTitle(e.target.value)} placeholder="مثلا عید فطر" className={inputClass} />
              <Button variant="secondary" pending={addHoliday.isPending} onClick={() => void closeDay()}>
                تعطیل کن
              </Button>
            </div>
          </div>
        )}
      </Can>
      <div className="flex flex-col gap-2">
        <h3 className="font-medium">نوبت‌های این روز</h3>
        {day.bookings.length === 0 ? (
          <p className="text-muted">نوبتی رزرو نشده است.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {day.bookings.map((b) => (
              <li key={b.requestId} className="flex flex-wrap justify-between gap-2 py-2">
                <span>{`درخواست ${toPersianDigits(b.requestId)} · ${b.name || 'بی‌نام'}`}</span>
                <bdi>{toPersianDigits(b.mobile)}</bdi>
                <span>{(stateTitles as Record<string, string>)[b.state] ?? b.state}</span>
                <span>{b.attended ? 'حاضر شد' : 'هنوز حاضر نشده'}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function DailyCapacityForm({ branchId, current }: { branchId: number; current: number }) {
  const id = useId();
  const save = useSetDailyCapacity();
  const [value, setValue] = useState(String(current));
  const submit = async () => {
    const n = parseCount(value);
    if (n === null || n < 0) return toast.error('ظرفیت باید عددی صحیح از ۰ تا ۵۰۰ باشد');
    try {
      await save.mutateAsync({ branchId, dailyCapacity: n });
      toast.success('ظرفیت روزانه شعبه ذخیره شد');
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          ظرفیت روزانه شعبه
        </label>
        <input id={id} inputMode="numeric" value={toPersianDigits(value)} onChange={(e) => setValue(toLatinDigits(e.target.value))} className={`${inputClass} max-w-32`} />
      </div>
      <Button variant="secondary" pending={save.isPending} onClick={() => void submit()}>
        ذخیره
      </Button>
    </div>
  );
}

/** The branch's weekly days off: ticked weekdays take no bookings, in the console and the shopper's calendar. */
function WeeklyHolidaysForm({ branchId, current }: { branchId: number; current: readonly number[] }) {
  const save = useSetWeeklyHolidays();
  const [days, setDays] = useState<number[]>([...current]);
  const submit = async () => {
    try {
      await save.mutateAsync({ branchId, weekdays: days });
      toast.success(days.length === 0 ? 'همه روزهای هفته این شعبه باز است' : `تعطیلی هفتگی شعبه: ${days.map(weekdayTitle).join('، ')}`);
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="mb-1 text-sm font-medium">تعطیلی هفتگی شعبه</legend>
      <span className="flex flex-wrap gap-x-3 gap-y-1">
        {WEEKDAYS_SATURDAY_FIRST.map((w) => (
          <label key={w.dow} className="flex items-center gap-1 text-sm">
            <input type="checkbox" className="size-4 accent-brand" checked={days.includes(w.dow)} onChange={(e) => setDays(e.target.checked ? [...days, w.dow] : days.filter((d) => d !== w.dow))} />
            {w.title}
          </label>
        ))}
      </span>
      <Button variant="secondary" pending={save.isPending} onClick={() => void submit()}>
        ذخیره تعطیلی هفتگی
      </Button>
    </fieldset>
  );
}

/** Per branch, a Jalali month of document appointments: seats per day, holidays and who booked. */
export function AppointmentsPage() {
  const today = tehranIsoDay(new Date());
  const [month, setMonth] = useState<Month>(() => {
    const { jy, jm } = toJalaliParts(today);
    return { jy, jm };
  });
  const [branchId, setBranchId] = useState<number | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const range = useMemo(() => monthRange(month), [month]);
  const calendar = useCalendar({ branchId, ...range });
  const branchSelectId = useId();

  const data = calendar.data;
  const lead = data?.days[0] ? jalaliWeekdayIndex(data.days[0].day) : 0;
  const chosen = data?.days.find((d) => d.day === selected);
  const branch = data?.branches.find((b) => b.id === data.branchId);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="نوبت‌های مدارک"
        breadcrumbs={[{ label: 'پیشخوان', href: '/admin' }, { label: 'نوبت‌ها' }]}
        description="ظرفیت هر روز شعبه، تعطیلی‌ها و نوبت‌های رزروشده. روز قرمز نوبت آزاد ندارد و در تقویم مشتری هم قرمز است؛ روزهای تعطیل هفتگی هر شعبه جداگانه تعیین می‌شوند."
      />
      {!data ? (
        calendar.isError ? (
          <ErrorState message={toApiError(calendar.error).message} onRetry={() => void calendar.refetch()} />
        ) : (
          <Skeleton className="h-96" />
        )
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-4">
            <div className="flex flex-col gap-1">
              <label htmlFor={branchSelectId} className="text-sm font-medium">
                شعبه
              </label>
              <select id={branchSelectId} value={data.branchId} onChange={(e) => setBranchId(Number(e.target.value))} className={inputClass}>
                {data.branches.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.title}
                  </option>
                ))}
              </select>
            </div>
            <Can permission="credit.write">{branch ? <DailyCapacityForm key={branch.id} branchId={branch.id} current={branch.dailyCapacity} /> : null}</Can>
            <Can permission="credit.write">{branch ? <WeeklyHolidaysForm key={`${branch.id}-${branch.weeklyHolidays.join()}`} branchId={branch.id} current={branch.weeklyHolidays} /> : null}</Can>
          </div>
          <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
            <section aria-labelledby="month-title" className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4" aria-busy={calendar.isFetching || undefined}>
              <div className="flex items-center justify-between gap-2">
                <Button variant="ghost" onClick={() => setMonth(shift(month, -1))}>
                  ماه قبل
                </Button>
                <h2 id="month-title" className="font-bold">
                  {`${MONTHS[month.jm - 1]} ${toPersianDigits(month.jy)}`}
                </h2>
                <Button variant="ghost" onClick={() => setMonth(shift(month, 1))}>
                  ماه بعد
                </Button>
              </div>
              <div aria-hidden className="grid grid-cols-7 gap-1 text-center text-xs text-muted">
                {WEEKDAYS.map((w) => (
                  <span key={w} className="py-1">
                    {w.slice(0, 1)}
                  </span>
                ))}
              </div>
              {/* The buttons' names carry the day, its state and seats, so the weekday letters above are decoration. */}
              <ol aria-label={`روزهای ${MONTHS[month.jm - 1]}`} className="grid grid-cols-7 gap-1 text-center text-xs">
                {data.days.map((d, i) => {
                  const tone = dayTone(d);
                  const jd = toJalaliParts(d.day).jd;
                  return (
                    <li key={d.day} className={i === 0 ? LEAD_COLUMNS[lead] : undefined}>
                      <button
                        type="button"
                        aria-pressed={selected === d.day}
                        aria-label={`${formatJalaliLong(d.day)}: ${tone.words}، ${formatPersianNumber(d.booked)} رزرو از ${formatPersianNumber(d.capacity)}`}
                        onClick={() => setSelected(d.day)}
                        className={`flex min-h-14 w-full flex-col items-center justify-center rounded-lg border p-1 ${tone.className} ${selected === d.day ? 'ring-2 ring-brand' : ''} ${d.day === today ? 'font-bold' : ''}`}
                      >
                        <span className="text-sm">{toPersianDigits(jd)}</span>
                        <span>{d.holiday ? 'تعطیل' : `${formatPersianNumber(d.booked)}/${formatPersianNumber(d.capacity)}`}</span>
                      </button>
                    </li>
                  );
                })}
              </ol>
            </section>
            {chosen ? <DayPanel key={`${data.branchId}-${chosen.day}-${chosen.capacity}`} branchId={data.branchId} day={chosen} /> : <p className="text-sm text-muted">روزی را در تقویم انتخاب کنید.</p>}
          </div>
        </>
      )}
    </div>
  );
}
