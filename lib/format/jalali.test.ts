import { describe, expect, it } from 'vitest';
import { toPersianDigits } from './digits';
import {
  formatJalaliDate,
  formatJalaliDateTime,
  formatJalaliLong,
  formatTehranMoment,
  jalaliToGregorianIso,
  jalaliWeekdayIndex,
  tehranDateParts,
  toJalaliParts,
} from './jalali';

// 00:30 on 21 March in Tehran (+03:30), still 20 March in UTC.
const NOWRUZ_1404 = new Date('2025-03-20T21:00:00Z');
const LAST_MINUTE_1403 = new Date('2025-03-20T20:29:00Z');

describe('Tehran calendar day', () => {
  it('moves past UTC midnight', () => {
    expect(tehranDateParts(NOWRUZ_1404)).toEqual({ year: 2025, month: 3, day: 21 });
    expect(tehranDateParts(LAST_MINUTE_1403)).toEqual({ year: 2025, month: 3, day: 20 });
  });

  it('gives the Jalali date of the Tehran day', () => {
    expect(toJalaliParts(NOWRUZ_1404)).toEqual({ jy: 1404, jm: 1, jd: 1 });
    expect(toJalaliParts(LAST_MINUTE_1403)).toEqual({ jy: 1403, jm: 12, jd: 30 });
    expect(toJalaliParts('2025-11-21T12:00:00Z')).toEqual({ jy: 1404, jm: 8, jd: 30 });
  });
});

describe('formatJalaliDate', () => {
  it('formats in Tehran with Persian digits', () => {
    expect(formatJalaliDate(NOWRUZ_1404)).toBe('۱۴۰۴/۰۱/۰۱');
    expect(formatJalaliDate(LAST_MINUTE_1403)).toBe('۱۴۰۳/۱۲/۳۰');
    expect(formatJalaliDate('2025-11-21T12:00:00Z')).toBe('۱۴۰۴/۰۸/۳۰');
  });

  it('reads zoneless strings as Tehran wall time', () => {
    expect(formatJalaliDate('2025-11-21')).toBe('۱۴۰۴/۰۸/۳۰');
    expect(formatJalaliDateTime('2025-11-21T00:00:00')).toBe('۱۴۰۴/۰۸/۳۰ ۰۰:۰۰');
    // 2020 still had daylight saving time (+04:30).
    expect(formatJalaliDateTime('2020-06-01T00:00:00')).toBe('۱۳۹۹/۰۳/۱۲ ۰۰:۰۰');
  });

  it('agrees with jalaali-js on every day of 2024-2026', () => {
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2027, 0, 1); day += 86_400_000) {
      const { jy, jm, jd } = toJalaliParts(new Date(day));
      const expected = `${jy}/${String(jm).padStart(2, '0')}/${String(jd).padStart(2, '0')}`;
      expect(formatJalaliDate(new Date(day))).toBe(toPersianDigits(expected));
    }
  });
});

describe('formatJalaliLong', () => {
  it('puts weekday, day, month and year in reading order', () => {
    expect(formatJalaliLong(NOWRUZ_1404)).toBe('جمعه ۱ فروردین ۱۴۰۴');
    expect(formatJalaliLong('2025-11-21')).toBe('جمعه ۳۰ آبان ۱۴۰۴');
  });
});

describe('formatJalaliDateTime', () => {
  it('appends Tehran HH:mm', () => {
    expect(formatJalaliDateTime(new Date('2025-03-20T20:35:00Z'))).toBe('۱۴۰۴/۰۱/۰۱ ۰۰:۰۵');
    expect(formatJalaliDateTime(new Date('2025-11-21T10:15:00Z'))).toBe('۱۴۰۴/۰۸/۳۰ ۱۳:۴۵');
  });
});

describe('formatTehranMoment', () => {
  it('is the Tehran time alone on the same Tehran day, with the Jalali date otherwise', () => {
    expect(formatTehranMoment(new Date('2025-11-21T10:15:00Z'), new Date('2025-11-21T09:00:00Z'))).toBe('۱۳:۴۵');
    // 20:35 UTC is 00:05 the next day in Tehran.
    expect(formatTehranMoment(new Date('2025-03-20T20:35:00Z'), new Date('2025-03-20T20:00:00Z'))).toBe('۱۴۰۴/۰۱/۰۱ ساعت ۰۰:۰۵');
  });
});

describe('jalaliToGregorianIso', () => {
  it('converts to YYYY-MM-DD', () => {
    expect(jalaliToGregorianIso(1404, 1, 1)).toBe('2025-03-21');
    expect(jalaliToGregorianIso(1404, 8, 30)).toBe('2025-11-21');
    expect(jalaliToGregorianIso(1403, 12, 30)).toBe('2025-03-20');
  });

  it('rejects dates that do not exist', () => {
    expect(() => jalaliToGregorianIso(1404, 12, 30)).toThrow(RangeError);
    expect(() => jalaliToGregorianIso(1404, 13, 1)).toThrow(RangeError);
  });
});

describe('jalaliWeekdayIndex', () => {
  it('counts from Saturday in Tehran', () => {
    expect(jalaliWeekdayIndex('2025-03-22')).toBe(0);
    expect(jalaliWeekdayIndex('2025-03-23')).toBe(1);
    // Thursday 20 March in UTC, already Friday in Tehran.
    expect(jalaliWeekdayIndex(new Date('2025-03-20T21:00:00Z'))).toBe(6);
    expect(jalaliWeekdayIndex(LAST_MINUTE_1403)).toBe(5);
  });
});
