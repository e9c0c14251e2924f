import { DateObject } from 'react-multi-date-picker';
import persian from 'react-date-object/calendars/persian';
import persian_fa from 'react-date-object/locales/persian_fa';
import { jalaliToGregorianIso, toJalaliParts } from '@/lib/format/jalali';

// FA-NOTES: the `persian` calendar, never `jalali` (one day off in 1404). Days travel as 'YYYY-MM-DD' (the Tehran
// day, Gregorian), built from the picker's parts, never through toISOString.
export const pickerCalendar = { calendar: persian, locale: persian_fa } as const;

export function toPickerDay(isoDay: string): DateObject {
  const { jy, jm, jd } = toJalaliParts(isoDay);
  return new DateObject({ ...pickerCalendar, year: jy, month: jm, day: jd });
}

export const fromPickerDay = (date: DateObject): string => jalaliToGregorianIso(date.year, date.month.number, date.day);
