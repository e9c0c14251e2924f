import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATIC_DATA_KEY } from '@/lib/static-data/browser-copy';
import { renderWithQuery } from '@/tests/render';
import { mockStaticData, picture, staticData, storeStaticData, storedStaticData } from '@/tests/static-data';
import { LoginPictures } from './login-pictures';

const MINUTE = 60_000;
const pictures = () => screen.queryAllByRole('img').map((img) => img.getAttribute('alt'));
const v1 = staticData();
const v2 = staticData({ loginImages: [picture('/login-3.webp', 'ارسال سریع به سراسر کشور')] });

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('the browser copy of the static data, read by the sign-in pictures', () => {
  it('on a first visit asks the server, shows the answer and keeps it with its ETag', async () => {
    const asked = mockStaticData(() => ({ etag: '"v1"', data: v1 }));
    renderWithQuery(<LoginPictures />);
    expect(pictures()).toEqual([]);
    expect(await screen.findByRole('list', { name: 'ویترین' })).toBeInTheDocument();
    expect(pictures()).toEqual(['خرید اقساطی بدون ضامن', 'ضمانت اصالت کالا']);
    expect(asked).toEqual([null]);
    expect(storedStaticData()).toEqual({ etag: '"v1"', checkedAt: expect.any(Number), data: v1 });
  });

  it('on a later visit draws the stored copy at once, asks with If-None-Match, and keeps the copy on a 304', async () => {
    const checkedAt = Date.now() - 10 * MINUTE;
    storeStaticData(v1, { etag: '"v1"', checkedAt });
    const asked = mockStaticData(() => ({ etag: '"v1"', data: v1 }));
    renderWithQuery(<LoginPictures />);
    // The first render, before any answer.
    expect(pictures()).toEqual(['خرید اقساطی بدون ضامن', 'ضمانت اصالت کالا']);
    await waitFor(() => expect(storedStaticData()?.checkedAt).toBeGreaterThan(checkedAt));
    expect(asked).toEqual(['"v1"']);
    expect(storedStaticData()).toMatchObject({ etag: '"v1"', data: v1 });
    expect(pictures()).toEqual(['خرید اقساطی بدون ضامن', 'ضمانت اصالت کالا']);
  });

  it('replaces the copy when the server has a new version, and the screen redraws with it', async () => {
    storeStaticData(v1, { etag: '"v1"', checkedAt: Date.now() - 10 * MINUTE });
    const asked = mockStaticData(() => ({ etag: '"v2"', data: v2 }));
    renderWithQuery(<LoginPictures />);
    expect(pictures()).toEqual(['خرید اقساطی بدون ضامن', 'ضمانت اصالت کالا']);
    expect(await screen.findByRole('img', { name: 'ارسال سریع به سراسر کشور' })).toBeInTheDocument();
    expect(pictures()).toEqual(['ارسال سریع به سراسر کشور']);
    expect(asked).toEqual(['"v1"']);
    expect(storedStaticData()).toMatchObject({ etag: '"v2"', data: v2 });
  });

  it('does not ask again within a minute of the last check', async () => {
    storeStaticData(v1, { etag: '"v1"', checkedAt: Date.now() - 10_000 });
    const asked = mockStaticData(() => ({ etag: '"v1"', data: v1 }));
    renderWithQuery(<LoginPictures />);
    expect(pictures()).toHaveLength(2);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked).toEqual([]);
  });

  it('asks again when the tab is shown after more than a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    storeStaticData(v1, { etag: '"v1"', checkedAt: Date.now() });
    const asked = mockStaticData(() => ({ etag: '"v2"', data: v2 }));
    renderWithQuery(<LoginPictures />);
    vi.setSystemTime(Date.now() + 2 * MINUTE);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    expect(await screen.findByRole('img', { name: 'ارسال سریع به سراسر کشور' })).toBeInTheDocument();
    expect(asked).toEqual(['"v1"']);
  });

  it.each([
    ['not JSON', '{"etag":"\\"v1\\"",'],
    ['an older shape', JSON.stringify({ version: 3, loginImages: ['/old.jpg'] })],
    ['a copy missing a part', JSON.stringify({ etag: '"v1"', checkedAt: 0, data: { ...v1, loginImages: undefined } })],
  ])('discards a stored copy that is %s and asks for a whole one', async (_, raw) => {
    localStorage.setItem(STATIC_DATA_KEY, raw);
    const asked = mockStaticData(() => ({ etag: '"v2"', data: v2 }));
    renderWithQuery(<LoginPictures />);
    expect(pictures()).toEqual([]);
    expect(await screen.findByRole('img', { name: 'ارسال سریع به سراسر کشور' })).toBeInTheDocument();
    expect(asked).toEqual([null]);
    expect(storedStaticData()).toMatchObject({ etag: '"v2"', data: v2 });
  });

  it('drops the copy when the server answers in a shape this build cannot read', async () => {
    storeStaticData(v1, { etag: '"v1"', checkedAt: Date.now() - 10 * MINUTE });
    mockStaticData(() => ({ etag: '"v9"', data: { company: { name: 'another shape' } } }));
    renderWithQuery(<LoginPictures />);
    expect(pictures()).toHaveLength(2);
    await waitFor(() => expect(pictures()).toEqual([]));
    expect(localStorage.getItem(STATIC_DATA_KEY)).toBeNull();
  });

  it('shows nothing when the shop has no sign-in pictures', async () => {
    storeStaticData(staticData({ loginImages: [] }));
    renderWithQuery(<LoginPictures />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
