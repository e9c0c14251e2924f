import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '@/tests/render';
import { RECENT_COOKIE } from './recent-searches';
import { SearchBox } from './search-box';
import { mockSearch } from './search-test-kit';

const push = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const box = () => screen.getByRole('combobox', { name: 'جستجو در محصولات' });
const recentList = () => screen.getByRole('region', { name: 'جستجوهای اخیر' });
const recentTerms = () => within(recentList()).getAllByRole('listitem').map((li) => li.textContent);
const stored = () => JSON.parse(Cookies.get(RECENT_COOKIE) ?? '[]') as string[];

async function searchFor(user: ReturnType<typeof userEvent.setup>, term: string) {
  await user.clear(box());
  await user.type(box(), `${term}{Enter}`);
  await user.clear(box());
}

beforeEach(() => {
  push.mockReset();
  Cookies.remove(RECENT_COOKIE, { path: '/' });
  mockSearch(() => ({}));
});

describe('recent searches', () => {
  it('keeps at most 5, newest first, without duplicates, in a cookie for 365 days', async () => {
    const set = vi.spyOn(Cookies, 'set');
    const user = userEvent.setup();
    renderWithQuery(<SearchBox />);
    for (const term of ['اپل', 'سامسونگ', 'شیائومی', 'نوکیا', 'هواوی', 'آنر']) await searchFor(user, term);
    await searchFor(user, 'سامسونگ');
    // Arabic letters are the same search as Persian ones.
    await searchFor(user, 'نوكيا');
    expect(stored()).toEqual(['نوكيا', 'سامسونگ', 'آنر', 'هواوی', 'شیائومی']);
    expect(set).toHaveBeenLastCalledWith(RECENT_COOKIE, expect.any(String), expect.objectContaining({ expires: 365, path: '/' }));

    await user.click(box());
    expect(recentTerms()).toEqual(['نوكيا', 'سامسونگ', 'آنر', 'هواوی', 'شیائومی']);
    set.mockRestore();
  });

  it('searches a recent term again, removes one, and clears them all', async () => {
    Cookies.set(RECENT_COOKIE, JSON.stringify(['اپل', 'سامسونگ', 'نوکیا']), { path: '/' });
    const user = userEvent.setup();
    renderWithQuery(<SearchBox />);
    await user.click(box());
    await user.click(within(recentList()).getByRole('button', { name: 'نوکیا' }));
    expect(push).toHaveBeenCalledWith(`/shop?search=${encodeURIComponent('نوکیا')}`);
    expect(stored()).toEqual(['نوکیا', 'اپل', 'سامسونگ']);

    await user.click(box());
    await user.click(screen.getByRole('button', { name: 'حذف «اپل» از جستجوهای اخیر' }));
    expect(recentTerms()).toEqual(['نوکیا', 'سامسونگ']);
    expect(stored()).toEqual(['نوکیا', 'سامسونگ']);

    await user.click(screen.getByRole('button', { name: 'پاک کردن همه' }));
    expect(screen.queryByRole('region', { name: 'جستجوهای اخیر' })).toBeNull();
    expect(Cookies.get(RECENT_COOKIE)).toBeUndefined();
  });
});
