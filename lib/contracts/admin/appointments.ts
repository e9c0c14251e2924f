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
} as const;

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
  /** Fridays and official holidays take no bookings. */
  holiday: z.string().nullable(),
  bookings: z.array(appointmentBookingSchema),
});
export type AppointmentDay = z.infer<typeof appointmentDaySchema>;

export const appointmentCalendarSchema = z.object({
  branchId: z.number().int(),
  branches: z.array(z.object({ id: z.number().int(), title: z.string(), dailyCapacity: z.number().int() })),
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
