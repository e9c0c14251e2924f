import { isValidJalaaliDate, toGregorian, toJalaali } from 'jalaali-js';

// FA-NOTES: servers run in UTC and Tehran midnight is the previous UTC day,
// so every formatter pins the zone. Formatters are cached: they are costly to build.
const TEHRAN = 'Asia/Tehran';

const dateFormat = new Intl.DateTimeFormat('fa-IR', {
  timeZone: TEHRAN,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const longFormat = new Intl.DateTimeFormat('fa-IR', {
  timeZone: TEHRAN,
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
// h23: some engines print midnight as 24:00 with hour12: false.
const timeFormat = new Intl.DateTimeFormat('fa-IR', {
  timeZone: TEHRAN,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const wallClockFormat = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
  timeZone: TEHRAN,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function tehranWallClock(date: Date): WallClock {
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of wallClockFormat.formatToParts(date)) {
    if (part.type in clock) clock[part.type as keyof WallClock] = Number(part.value);
  }
  return clock;
}

function tehranOffsetMs(instant: number): number {
  const c = tehranWallClock(new Date(instant));
  const wall = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return Math.round((wall - instant) / 60_000) * 60_000;
}

const ZONELESS = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;

// API strings without an offset ('2025-11-21', '...T00:00:00') are Tehran wall time.
// new Date() would read them in the runtime's zone, so server and browser would disagree.
function toInstant(date: Date | string): Date {
  if (date instanceof Date) return date;
  const m = ZONELESS.exec(date.trim());
  if (!m) return new Date(date);
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  // Second pass picks the right offset on the old DST switch days (Tehran dropped DST in 2022).
  const guess = asUtc - tehranOffsetMs(asUtc);
  return new Date(asUtc - tehranOffsetMs(guess));
}

export function formatJalaliDate(date: Date | string): string {
  return dateFormat.format(toInstant(date));
}

// FA-NOTES: weekday/dateStyle output has an odd order and a Latin comma; build it from parts.
export function formatJalaliLong(date: Date | string): string {
  const parts = longFormat.formatToParts(toInstant(date));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? '';
  return `${get('weekday')} ${get('day')} ${get('month')} ${get('year')}`;
}

export function formatJalaliDateTime(date: Date | string): string {
  const instant = toInstant(date);
  return `${dateFormat.format(instant)} ${timeFormat.format(instant)}`;
}

/** A moment as Tehran's clock reads it (۱۴:۳۵), with the Jalali date in front when it is not today there. */
export function formatTehranMoment(date: Date, now = new Date()): string {
  const sameDay = dateFormat.format(date) === dateFormat.format(now);
  return sameDay ? timeFormat.format(date) : `${dateFormat.format(date)} ساعت ${timeFormat.format(date)}`;
}

export function tehranDateParts(date: Date): { year: number; month: number; day: number } {
  const { year, month, day } = tehranWallClock(date);
  return { year, month, day };
}

export function toJalaliParts(date: Date | string): { jy: number; jm: number; jd: number } {
  const { year, month, day } = tehranDateParts(toInstant(date));
  return toJalaali(year, month, day);
}

export function jalaliToGregorianIso(jy: number, jm: number, jd: number): string {
  if (!isValidJalaaliDate(jy, jm, jd)) {
    throw new RangeError(`Invalid Jalali date ${jy}/${jm}/${jd}`);
  }
  const { gy, gm, gd } = toGregorian(jy, jm, jd);
  return `${String(gy).padStart(4, '0')}-${String(gm).padStart(2, '0')}-${String(gd).padStart(2, '0')}`;
}

// SPEC §9: weeks start on Saturday, so Saturday is 0 and Friday 6.
export function jalaliWeekdayIndex(date: Date | string): number {
  const { year, month, day } = tehranDateParts(toInstant(date));
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return (sundayFirst + 1) % 7;
}

/** The instant a Tehran day ('YYYY-MM-DD') begins. */
export function tehranDayStart(isoDay: string): Date {
  return toInstant(isoDay);
}

/** The Tehran calendar day ('YYYY-MM-DD') an instant falls on. */
export function tehranIsoDay(date: Date): string {
  const { year, month, day } = tehranDateParts(date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
