import { jalaaliMonthLength, toGregorian } from 'jalaali-js';
import type { FacilityFigures } from './calculator';

export type JalaliDay = { jy: number; jm: number; jd: number };

export type Instalment = {
  number: number;
  amount: number;
  /** Gregorian calendar day 'YYYY-MM-DD' (a Tehran day, no time). */
  dueDate: string;
  /** 'YYYY/MM/DD' in the Jalali calendar with Latin digits; pages print it with Persian digits. */
  jalali: string;
};

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** k Jalali months after `start`, on the same day of the month or the month's last day when it is shorter. */
export function addJalaliMonths(start: JalaliDay, k: number): JalaliDay {
  const index = start.jm - 1 + k;
  const jy = start.jy + Math.floor(index / 12);
  const jm = (index % 12) + 1;
  return { jy, jm, jd: Math.min(start.jd, jalaaliMonthLength(jy, jm)) };
}

/** Instalment i (1-based) falls due i Jalali months after the start day. */
export function instalmentSchedule(figures: Pick<FacilityFigures, 'months' | 'amountPerMonth' | 'lastInstalment'>, start: JalaliDay): Instalment[] {
  return Array.from({ length: figures.months }, (_, i) => {
    const day = addJalaliMonths(start, i + 1);
    const { gy, gm, gd } = toGregorian(day.jy, day.jm, day.jd);
    return {
      number: i + 1,
      amount: i === figures.months - 1 ? figures.lastInstalment : figures.amountPerMonth,
      dueDate: `${pad(gy, 4)}-${pad(gm)}-${pad(gd)}`,
      jalali: `${day.jy}/${pad(day.jm)}/${pad(day.jd)}`,
    };
  });
}

/** The last instalment from the totals a basket or a request carries: it takes what the regular ones leave. */
export function lastInstalmentOf({ months, amountPerMonth, finalRefundAmount }: Pick<FacilityFigures, 'months' | 'amountPerMonth' | 'finalRefundAmount'>): number {
  return finalRefundAmount - amountPerMonth * (months - 1);
}
