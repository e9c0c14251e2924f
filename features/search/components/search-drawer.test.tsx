import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '@/tests/render';
import { mockStaticData, staticData, storeStaticData } from '@/tests/static-data';
import { SearchDrawer } from './search-drawer';
import { answer, mockSearch } from './search-test-kit';

const push = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const opener = () => screen.getByRole('button', { name: 'جستجو در محصولات' });

beforeEach(() => {
  push.mockReset();
  document.cookie = 'recent_searches=; max-age=0; path=/';
  localStorage.clear();
  storeStaticData();
});

describe('SearchDrawer', () => {
  it('opens full screen with the keyboard in the box, and closing it resets the text and the results', async () => {
    mockSearch(() => ({ body: answer(['گوشی سامسونگ گلکسی']) }));
    const user = userEvent.setup();
    renderWithQuery(<SearchDrawer />);
    await user.click(opener());
    const dialog = screen.getByRole('dialog', { name: 'جستجو' });
    const box = within(dialog).getByRole('combobox', { name: 'جستجو در محصولات' });
    expect(box).toHaveFocus();
    await user.type(box, 'گلکسی');
    expect(await within(dialog).findByRole('option', { name: 'گوشی سامسونگ گلکسی' })).toBeVisible();

    // Focus stays in the modal: Tab from the last control comes back to the box.
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'بستن جستجو' })).toHaveFocus();
    await user.tab();
    expect(box).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'بستن جستجو' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener()).toHaveFocus();
    await user.click(opener());
    expect(screen.getByRole('combobox', { name: 'جستجو در محصولات' })).toHaveValue('');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('closes with Escape, and opens a chosen product', async () => {
    mockSearch(() => ({ body: answer(['آیفون ۱۶']) }));
    const user = userEvent.setup();
    renderWithQuery(<SearchDrawer variant="icon" />);
    await user.click(screen.getByRole('button', { name: 'جستجو' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'جستجو' }));
    await user.type(screen.getByRole('combobox'), 'آیفون');
    await user.click(await screen.findByRole('option', { name: 'آیفون ۱۶' }));
    expect(push).toHaveBeenCalledWith('/products/1/p-1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('before the first keystroke offers the top categories from the browser copy, and following one closes it', async () => {
    const user = userEvent.setup();
    renderWithQuery(<SearchDrawer />);
    await user.click(opener());
    const dialog = screen.getByRole('dialog', { name: 'جستجو' });
    const categories = await within(dialog).findByRole('region', { name: 'دسته‌بندی‌ها' });
    expect(within(categories).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['گوشی موبایل', '/shop/category-mobile'],
      ['تبلت', '/shop/category-tablet'],
    ]);
    // ClientNavigation (not mounted here) takes the click in the shop.
    document.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await user.click(within(categories).getByRole('link', { name: 'تبلت' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides the categories while suggesting, and asks for them on a first visit', async () => {
    localStorage.clear();
    const asked = mockStaticData(() => ({ etag: '"v1"', data: staticData() }));
    mockSearch(() => ({ body: answer(['تبلت سامسونگ']) }));
    const user = userEvent.setup();
    renderWithQuery(<SearchDrawer />);
    await user.click(opener());
    const dialog = screen.getByRole('dialog', { name: 'جستجو' });
    expect(await within(dialog).findByRole('link', { name: 'تبلت' })).toBeInTheDocument();
    expect(asked).toEqual([null]);
    await user.type(within(dialog).getByRole('combobox'), 'تبلت');
    expect(await within(dialog).findByRole('option', { name: 'تبلت سامسونگ' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'دسته‌بندی‌ها' })).toBeNull();
  });
});
