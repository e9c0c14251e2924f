'use client';

import { useState } from 'react';
import { Countdown } from '@/components/countdown';

/** The countdown to the soonest-ending promotion; the strip's title says what it counts down to. */
export function PromotionCountdown({ to }: { to: string }) {
  const [over, setOver] = useState(false);
  if (over) return null;
  return (
    <Countdown
      to={to}
      onFinish={() => setOver(true)}
      label="زمان باقی‌مانده تا پایان پیشنهاد"
      className="text-base font-bold text-brand-dark"
    />
  );
}
