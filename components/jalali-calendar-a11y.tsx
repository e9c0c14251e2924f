'use client';

import { useEffect, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import type { DateObject } from 'react-multi-date-picker';
import { toPersianDigits } from '@/lib/format/digits';

export const JALALI_MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'] as const;

/**
 * react-multi-date-picker's month arrows carry no name; `renderButton` draws them as named buttons. 'right' moves a
 * month forward.
 */
export function monthArrow(direction: 'left' | 'right', onClick: (e: MouseEvent) => void, disabled: boolean, onKeyDown: (e: KeyboardEvent) => void) {
  return (
    <button
      type="button"
      className={`rmdp-arrow-container rmdp-${direction} ${disabled ? 'disabled' : ''}`}
      onClick={onClick}
      onKeyDown={onKeyDown}
      disabled={disabled}
      aria-label={direction === 'right' ? 'ماه بعد' : 'ماه قبل'}
    >
      <i className="rmdp-arrow" aria-hidden />
    </button>
  );
}

/**
 * A day's content for `mapDays`: its number, and its full Persian name for screen readers (the picker names each day
 * 'Choose شنبه آذر ۰۱ of ۱۳۹۹' and finds days by that label, so it stays; the name below replaces it for people).
 */
export function dayContent(date: DateObject) {
  return {
    children: (
      <>
        <span aria-hidden>{toPersianDigits(date.day)}</span>
        <span className="rmdp-day-name sr-only">{`${toPersianDigits(date.day)} ${JALALI_MONTHS[date.month.number - 1]} ${toPersianDigits(date.year)}`}</span>
      </>
    ),
  };
}

let next = 0;

function setAttr(el: Element, name: string, value: string | null) {
  if (value === null) {
    if (el.hasAttribute(name)) el.removeAttribute(name);
  } else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/**
 * What the picker leaves out for screen readers, filled in on its rendered calendar under `root`: the calendar's own
 * Persian name (and `id`, for a control's aria-controls), and each day as a button named by dayContent's Persian
 * name, disabled or chosen as it is drawn.
 * Attributes the picker itself reads (its English labels, tabindex) are left alone. Its calendar renders inside
 * `root` (not in a portal), and again on every month change, so a MutationObserver keeps up with it.
 */
export function useCalendarA11y(root: RefObject<HTMLElement | null>, label: string, id?: string) {
  useEffect(() => {
    const container = root.current;
    if (!container) return;
    const prefix = `rmdp-a11y-${(next += 1)}`;
    const fix = () => {
      for (const wrapper of container.querySelectorAll('.rmdp-wrapper')) {
        setAttr(wrapper, 'aria-label', label);
        if (id) setAttr(wrapper, 'id', id);
      }
      container.querySelectorAll<HTMLElement>('.rmdp-day').forEach((day, i) => {
        const name = day.querySelector('.rmdp-day-name');
        if (day.classList.contains('rmdp-day-hidden') || !name) {
          setAttr(day, 'aria-hidden', 'true');
          // Month and year grid cells (those pickers are never opened here) keep no English label to be found by.
          if (day.closest('.rmdp-month-picker, .rmdp-year-picker')) setAttr(day, 'aria-label', null);
          return;
        }
        if (!name.id) name.id = `${prefix}-${i}`;
        setAttr(day, 'aria-hidden', null);
        setAttr(day, 'role', 'button');
        setAttr(day, 'aria-labelledby', name.id);
        setAttr(day, 'aria-disabled', day.classList.contains('rmdp-disabled') ? 'true' : null);
        setAttr(day, 'aria-pressed', day.classList.contains('rmdp-selected') ? 'true' : 'false');
      });
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'aria-label'] });
    return () => observer.disconnect();
  }, [root, label, id]);
}

/**
 * For `onKeyDownCapture` around a picker: it selects a day with Space only and sends every other key on a day to the
 * month arrow; Enter selects too, and Escape is the caller's (closing a popup picker) rather than a jump to the arrow.
 */
export function onCalendarKey(event: KeyboardEvent<HTMLElement>, onEscape?: () => void) {
  const day = (event.target as HTMLElement).closest<HTMLElement>('.rmdp-day');
  if (event.key === 'Enter' && day) {
    event.preventDefault();
    event.stopPropagation();
    day.click();
  } else if (event.key === 'Escape' && onEscape) {
    event.preventDefault();
    event.stopPropagation();
    onEscape();
  }
}
