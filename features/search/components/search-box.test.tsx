import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '@/tests/render';
import { SearchBox } from './search-box';
import { NO_RESULT } from './search-suggestions';
import { answer, mockSearch } from './search-test-kit';

const push = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const input = () => screen.getByRole('combobox', { name: 'جستجو در محصولات' });
const pause = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

beforeEach(() => {
  push.mockReset();
  document.cookie = 'recent_searches=; max-age=0; path=/';
});

describe('SearchBox suggestions', () => {
  it('asks only from 2 characters and only after a 200 ms pause in typing', async () => {
    const asked = mockSearch(() => ({ body: answer(['گوشی سامسونگ']) }));
    const user = userEvent.setup();
    renderWithQuery(<SearchBox />);
    await user.type(input(), 'س');
    await pause(300);
    expect(asked).toEqual([]);

    await user.type(input(), 'ام');
    await pause(100);
    expect(asked).toEqual([]);
    await waitFor(() => expect(asked).toEqual(['سام']));
    expect(await screen.findByRole('option', { name: /گوشی سامسونگ/ })).toBeVisible();
  });

  it('never lets a slower answer to an older text replace the newer one', async () => {
    const asked = mockSearch((q) => (q === 'سا' ? { body: answer(['کهنه']), delayMs: 600 } : { body: answer(['تازه']) }));
    const user = userEvent.setup();
    renderWithQuery(<SearchBox />);
    await user.type(input(), 'سا');
    await pause(250); // 'سا' is asked and still on its way
    expect(asked).toEqual(['سا']);
    await user.type(input(), 'م');
    expect(await screen.findByRole('option', { name: 'تازه' })).toBeVisible();
    await pause(700); // the old answer has arrived by now
    expect(screen.getByRole('option', { name: 'تازه' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'کهنه' })).toBeNull();
    expect(asked).toEqual(['سا', 'سام']);
  });

  it('stops the spinner and shows nothing when the request fails', async () => {
    const asked = mockSearch(() => ({ status: 500, delayMs: 100 }));
    const user = userEvent.setup();
    renderWithQuery(<SearchBox />);
    await user.type(input(), 'سامسونگ');
    expect(await screen.findByRole('status', { name: 'در حال جستجو' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'در حال جستجو' })).toBeNull());
    expect(asked).toEqual(['سامسونگ']);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByText(NO_RESULT)).toBeNull();
  });

  it(`says '${NO_RESULT}' for an empty answer to 3 or more characters only`, async () => {
    const asked = mockSearch(() => ({ body: answer([]) }));
    const user = userEvent.setup();
    renderWithQuery(<SearchBox />);
    await user.type(input(), 'zz');
    await waitFor(() => expect(asked).toEqual(['zz']));
    await pause(50);
    expect(screen.queryByText(NO_RESULT)).toBeNull();
    await user.type(input(), 'z');
    expect(await screen.findByText(NO_RESULT)).toBeVisible();
  });
});

describe('SearchBox keyboard', () => {
  const data = answer(['آیفون ۱۶', 'آیفون ۱۵'], { brands: [{ slug: 'apple', title: 'اپل', images: null }] });

  it('moves through the suggestions with the arrows, opens one with Enter and closes with Escape', async () => {
    mockSearch(() => ({ body: data }));
    const user = userEvent.setup();
    renderWithQuery(<SearchBox />);
    await user.type(input(), 'آیفون');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(3);
    expect(input()).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(push).toHaveBeenCalledWith('/products/2/p-2');
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.type(input(), '۱');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('submits a full search from 3 characters only', async () => {
    mockSearch(() => ({ body: answer([]) }));
    const user = userEvent.setup();
    renderWithQuery(<SearchBox />);
    await user.type(input(), 'اپ{Enter}');
    expect(push).not.toHaveBeenCalled();
    await user.type(input(), 'ل{Enter}');
    expect(push).toHaveBeenCalledWith(`/shop?search=${encodeURIComponent('اپل')}`);
  });
});
