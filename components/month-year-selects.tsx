'use client';

import { DateObject } from 'react-multi-date-picker';
import { JALALI_MONTHS } from './jalali-calendar-a11y';
import { toPersianDigits } from '@/lib/format/digits';

type CalendarState = { date: DateObject };

type Props = {
  /** Given by the picker to each of its plugins. */
  state?: CalendarState;
  setState?: (state: CalendarState) => void;
  position?: string;
  /** The latest year and month that may be chosen (SPEC §5: today − 6 years). */
  latest: { year: number; month: number };
  /** How many years back the year list goes. */
  years?: number;
};

const SELECT = 'rounded-lg border border-line bg-white px-2 py-1.5 text-sm';

/**
 * A react-multi-date-picker plugin: the month and the year as two named selects above the days, so a birth year
 * decades back is one choice away (its own header needs a click per month, or a year grid few find).
 */
export function MonthYearSelects({ state, setState, latest, years = 100 }: Props) {
  if (!state || !setState) return null;
  const shown = state.date;
  const go = (year: number, month: number) => {
    const date = new DateObject(shown);
    date.setDay(1).setYear(year).setMonth(year === latest.year ? Math.min(month, latest.month) : month);
    setState({ ...state, date });
  };
  return (
    <div className="flex justify-center gap-2 px-2 pt-2">
      <select aria-label="ماه" className={SELECT} value={shown.month.number} onChange={(e) => go(shown.year, Number(e.target.value))}>
        {JALALI_MONTHS.map((name, i) => (
          <option key={name} value={i + 1} disabled={shown.year === latest.year && i + 1 > latest.month}>
            {name}
          </option>
        ))}
      </select>
      <select aria-label="سال" className={SELECT} value={shown.year} onChange={(e) => go(Number(e.target.value), shown.month.number)}>
        {Array.from({ length: years + 1 }, (_, i) => latest.year - i).map((year) => (
          <option key={year} value={year}>
            {toPersianDigits(year)}
          </option>
        ))}
      </select>
    </div>
  );
}
