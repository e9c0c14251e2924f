'use client';

import { useEffect, useRef, useState } from 'react';
import { toPersianDigits } from '@/lib/format/digits';

export type Remaining = { days: number; hours: number; minutes: number; seconds: number; total: number };

export function remainingUntil(to: string | Date, now = Date.now()): Remaining {
  const total = Math.max(0, new Date(to).getTime() - now);
  const s = Math.floor(total / 1000);
  return { days: Math.floor(s / 86_400), hours: Math.floor((s % 86_400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60, total };
}

/** Ticks every second (SPEC §9) and calls onFinish once when it reaches zero. */
export function useCountdown(to: string | Date, onFinish?: () => void): Remaining | null {
  // null until mounted: the server cannot know the visitor's clock, so it renders nothing to mismatch.
  const [left, setLeft] = useState<Remaining | null>(null);
  const finish = useRef(onFinish);
  useEffect(() => {
    finish.current = onFinish;
  }, [onFinish]);

  useEffect(() => {
    let done = false;
    const tick = () => {
      const next = remainingUntil(to);
      setLeft(next);
      if (next.total === 0 && !done) {
        done = true;
        window.clearInterval(timer);
        finish.current?.();
      }
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [to]);

  return left;
}

const pad = (n: number) => toPersianDigits(String(n).padStart(2, '0'));

type Props = { to: string | Date; onFinish?: () => void; className?: string; label?: string };

/** Days, hours, minutes and seconds to an ISO date (SPEC §2 "Promotion countdowns"). */
export function Countdown({ to, onFinish, className = '', label = 'زمان باقی‌مانده' }: Props) {
  const left = useCountdown(to, onFinish);
  if (!left) return <span className={`inline-block min-w-24 ${className}`} aria-hidden />;
  return (
    <span role="timer" aria-label={label} className={`inline-flex items-center gap-1 tabular-nums ${className}`} dir="ltr">
      {left.days > 0 ? <span>{toPersianDigits(left.days)} روز</span> : null}
      <span>{pad(left.hours)}:{pad(left.minutes)}:{pad(left.seconds)}</span>
    </span>
  );
}
