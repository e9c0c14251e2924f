import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from './env';
import { cached, clearCache, invalidateTag } from './cache';

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

  it('does not keep a load that an invalidation overtook', async () => {
    let finish: (value: string) => void = () => {};
    const slow = cached('s', ['content'], () => new Promise<string>((resolve) => (finish = resolve)));
    invalidateTag('content');
    finish('old');
    await expect(slow).resolves.toBe('old');
    const next = vi.fn(async () => 'new');
    await expect(cached('s', ['content'], next)).resolves.toBe('new');
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('stays within CACHE_MAX_MB, evicting the least recently used first', async () => {
    const megabyte = 'x'.repeat(1024 * 1024);
    const count = env().CACHE_MAX_MB + 2;
    await cached('key-0', [], async () => megabyte);
    await cached('key-1', [], async () => megabyte);
    for (let i = 2; i < count; i++) {
      // key-1 is read all along, key-0 never again.
      await cached('key-1', [], async () => 'reloaded');
      await cached(`key-${i}`, [], async () => megabyte);
    }
    const first = vi.fn(async () => 'reloaded');
    const used = vi.fn(async () => 'reloaded');
    await cached('key-1', [], used);
    await cached('key-0', [], first);
    expect(used).not.toHaveBeenCalled();
    expect(first).toHaveBeenCalledTimes(1);
  });
});
