'use client';

import { useState, type ReactNode } from 'react';
import { Countdown } from '@/components/countdown';

type Props = { to: string; head: ReactNode; children: ReactNode; className?: string };

/** An offer card with its countdown under the heading; dropped when the countdown reaches zero (SPEC §4). */
export function TimedOffer({ to, head, children, className = '' }: Props) {
  const [ended, setEnded] = useState(false);
  if (ended) return null;
  return (
    <div className={className}>
      {head}
      <p className="flex items-center gap-2 text-sm text-brand-dark">
        فرصت باقی‌مانده: <Countdown to={to} onFinish={() => setEnded(true)} label="زمان باقی‌مانده تا پایان پیشنهاد" />
      </p>
      {children}
    </div>
  );
}
