import { tehranDateParts } from '../format/jalali';

/** SPEC §9: the youngest customer is six years old. */
export const MIN_AGE_YEARS = 6;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The latest allowed birth date as YYYY-MM-DD: today in Tehran minus six years (29 Feb falls back to 28 Feb). */
export function latestBirthDate(now: Date = new Date()): string {
  const { year, month, day } = tehranDateParts(now);
  const y = year - MIN_AGE_YEARS;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const d = month === 2 && day === 29 && !leap ? 28 : day;
  return `${pad(y, 4)}-${pad(month)}-${pad(d)}`;
}

/** SPEC §7 sends the birth date as a zoneless date string ending in T00:00:00. */
export const BIRTH_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T00:00:00$/;

/** The YYYY-MM-DD part of a wire birth date, or null when it is not a real calendar day. */
export function birthDateDay(value: string): string | null {
  const match = BIRTH_DATE_PATTERN.exec(value);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

/** With no date yet, a birth-date picker opens this many years before the latest day: an adult's year, not a child's. */
export const BIRTH_PICKER_YEARS_BACK = 24;
