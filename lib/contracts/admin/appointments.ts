import { z } from 'zod';
import { toLatinDigits, toPersianDigits } from '@/lib/format/digits';

export const appointmentMessages = {
  branch: 'شعبه را انتخاب کنید',
  branchNotFound: 'این شعبه نوبت مدارک نمی‌دهد',
  day: 'روز باید به شکل YYYY-MM-DD باشد',
  range: 'بازه حداکثر ۶۲ روز است و شروع آن باید پیش از پایانش باشد',
  capacity: 'ظرفیت باید عددی صحیح از ۰ تا ۵۰۰ باشد',
  belowBooked: (booked: number) => `ظرفیت نمی‌تواند کمتر از نوبت‌های رزروشده این روز (${toPersianDigits(booked)} نوبت) باشد`,
  holidayTitle: 'عنوان تعطیلی را بنویسید (۲ تا ۱۰۰ حرف)',
  holidayExists: 'این روز پیش‌تر تعطیل شده است',
  holidayNotFound: 'این روز در فهرست تعطیلی‌ها نیست',
  holidayBooked: (booked: number) => `در این روز ${toPersianDigits(booked)} نوبت رزرو شده است؛ نخست نوبت‌ها را جابه‌جا کنید`,
  weekdays: 'روزهای تعطیل هفته باید از شنبه تا جمعه باشند و دست‌کم یک روز هفته باز بماند',
  weeklyBooked: (booked: number, weekdays: string) => `${toPersianDigits(booked)} نوبت آینده در روزهای ${weekdays} رزرو شده است؛ نخست نوبت‌ها را جابه‌جا کنید`,
} as const;

/** Weekdays as JavaScript's getUTCDay and PostgreSQL's extract(dow) number them, in the Iranian week's order. */
export const WEEKDAYS_SATURDAY_FIRST = [
  { dow: 6, title: 'شنبه' },
  { dow: 0, title: 'یکشنبه' },
  { dow: 1, title: 'دوشنبه' },
  { dow: 2, title: 'سه‌شنبه' },
  { dow: 3, title: 'چهارشنبه' },
  { dow: 4, title: 'پنجشنبه' },
  { dow: 5, title: 'جمعه' },
] as const;
export const weekdayTitle = (dow: number) => WEEKDAYS_SATURDAY_FIRST.find((w) => w.dow === dow)?.title ?? String(dow);

const isoDay = z.preprocess(
  (v) => (typeof v === 'string' ? toLatinDigits(v.trim()) : v),
  z
    .string({ error: appointmentMessages.day })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: appointmentMessages.day })
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), { error: appointmentMessages.day }),
);

const DAY_MS = 86_400_000;
const branchId = z.coerce.number({ error: appointmentMessages.branch }).int({ error: appointmentMessages.branch }).positive({ error: appointmentMessages.branch }).max(2_147_483_647, { error: appointmentMessages.branch });

/** A branch's (the first one's when none is named) days from `from` to `to` (Gregorian ISO days of the Tehran calendar, inclusive, at most 62). */
export const appointmentCalendarQuerySchema = z
  .object({ branchId: z.preprocess((v) => (v === '' ? undefined : v), branchId.optional()), from: isoDay, to: isoDay })
  .refine((q) => q.from <= q.to && Date.parse(q.to) - Date.parse(q.from) < 62 * DAY_MS, { error: appointmentMessages.range, path: ['to'] });
export type AppointmentCalendarQuery = z.output<typeof appointmentCalendarQuerySchema>;

export const appointmentBookingSchema = z.object({ requestId: z.number().int(), name: z.string(), mobile: z.string(), state: z.string(), attended: z.boolean() });

export const appointmentDaySchema = z.object({
  day: z.string(),
  /** The day's seats: its own figure once set or booked, otherwise the branch's daily capacity. */
  capacity: z.number().int(),
  booked: z.number().int(),
  /** The branch's weekly days off (named by the weekday) and official holidays take no bookings. */
  holiday: z.string().nullable(),
  /** The holiday is one of the branch's weekly days off, not a one-off day. */
  weekly: z.boolean(),
  bookings: z.array(appointmentBookingSchema),
});
export type AppointmentDay = z.infer<typeof appointmentDaySchema>;

export const appointmentCalendarSchema = z.object({
  branchId: z.number().int(),
  branches: z.array(z.object({ id: z.number().int(), title: z.string(), dailyCapacity: z.number().int(), weeklyHolidays: z.array(z.number().int()) })),
  days: z.array(appointmentDaySchema),
});
export type AppointmentCalendar = z.infer<typeof appointmentCalendarSchema>;

export const dayParamsSchema = z.object({ branchId, day: isoDay });
export const branchParamsSchema = z.object({ branchId });
export const holidayParamsSchema = z.object({ day: isoDay });

const capacity = z.preprocess(
  (v) => (typeof v === 'string' ? Number(toLatinDigits(v)) : v),
  z.number({ error: appointmentMessages.capacity }).int({ error: appointmentMessages.capacity }).min(0, { error: appointmentMessages.capacity }).max(500, { error: appointmentMessages.capacity }),
);
export const dayCapacityBodySchema = z.object({ capacity });
export const dailyCapacityBodySchema = z.object({ dailyCapacity: capacity });
export const holidayBodySchema = z.object({ day: isoDay, title: z.string({ error: appointmentMessages.holidayTitle }).trim().min(2, { error: appointmentMessages.holidayTitle }).max(100, { error: appointmentMessages.holidayTitle }) });
export type HolidayBody = z.output<typeof holidayBodySchema>;

export const weeklyHolidaysBodySchema = z.object({
  weekdays: z
    .array(z.number({ error: appointmentMessages.weekdays }).int({ error: appointmentMessages.weekdays }).min(0, { error: appointmentMessages.weekdays }).max(6, { error: appointmentMessages.weekdays }), { error: appointmentMessages.weekdays })
    .max(7, { error: appointmentMessages.weekdays })
    .refine((days) => new Set(days).size < 7, { error: appointmentMessages.weekdays }),
});
