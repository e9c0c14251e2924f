import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, remainingUntil } from './countdown';

describe('remainingUntil', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(remainingUntil('2026-01-02T03:04:05Z', now)).toMatchObject({ days: 1, hours: 3, minutes: 4, seconds: 5 });
    expect(remainingUntil('2025-12-31T00:00:00Z', now).total).toBe(0);
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks every second in Persian digits and calls onFinish once at zero', () => {
    const onFinish = vi.fn();
    render(<Countdown to="2026-01-01T00:00:02Z" onFinish={onFinish} />);
    expect(screen.getByRole('timer')).toHaveTextContent('۰۰:۰۰:۰۲');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('۰۰:۰۰:۰۱');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('۰۰:۰۰:۰۰');
    act(() => vi.advanceTimersByTime(5000));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });
});
