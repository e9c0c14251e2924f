import { afterEach, describe, expect, it, vi } from 'vitest';
import { cached, clearCache, invalidateTag, MAX_ENTRIES } from './cache';

afterEach(() => {
  clearCache();
  vi.useRealTimers();
});

describe('cached', () => {
  it('shares one load between callers until it expires', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => 'value');
    await Promise.all([cached('k', [], load, 1000), cached('k', [], load, 1000)]);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cached('k', [], load, 1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed load so the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('up');
    await expect(cached('k', [], load)).rejects.toThrow('down');
    await expect(cached('k', [], load)).resolves.toBe('up');
  });

  it('drops entries by tag', async () => {
    const load = vi.fn(async () => 1);
    await cached('a', ['catalog'], load);
    invalidateTag('catalog');
    await cached('a', ['catalog'], load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most MAX_ENTRIES entries, evicting the oldest', async () => {
    for (let i = 0; i <= MAX_ENTRIES; i++) await cached(`key-${i}`, [], async () => i);
    const first = vi.fn(async () => -1);
    const last = vi.fn(async () => -1);
    await cached('key-0', [], first);
    await cached(`key-${MAX_ENTRIES}`, [], last);
    expect(first).toHaveBeenCalledTimes(1);
    expect(last).not.toHaveBeenCalled();
  });
});
