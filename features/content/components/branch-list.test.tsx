import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Branch } from '@/lib/contracts/geo';
import { BranchList } from './branch-list';

const branch = (id: number, provinceId: number, provinceTitle: string, cityId: number, cityTitle: string, kind: Branch['kind'] = 'branch'): Branch => ({
  id,
  title: `شعبه ${id}`,
  kind,
  provinceId,
  provinceTitle,
  cityId,
  cityTitle,
  address: `نشانی ${id}`,
  tell: '021-88776660',
  workingHours: 'شنبه تا چهارشنبه ۹ تا ۲۰',
  lat: null,
  lng: null,
  mapUrl: null,
});

const branches = [branch(1, 8, 'تهران', 80, 'تهران'), branch(2, 4, 'اصفهان', 40, 'اصفهان'), branch(3, 8, 'تهران', 81, 'شمیرانات', 'agency')];

describe('BranchList', () => {
  it('groups branches by province and city, with address, a phone link and hours', () => {
    render(<BranchList branches={branches} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['استان تهران', 'استان اصفهان']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['تهران', 'شمیرانات', 'اصفهان']);
    const first = screen.getByRole('heading', { name: /شعبه 1/ }).closest('li')!;
    expect(within(first).getByText('نشانی 1')).toBeInTheDocument();
    expect(within(first).getByRole('link')).toHaveAttribute('href', 'tel:021-88776660');
    expect(within(first).getByText('شنبه تا چهارشنبه ۹ تا ۲۰')).toBeInTheDocument();
    expect(screen.getByText('نمایندگی')).toBeInTheDocument();
  });

  it('links a branch with a map link to the map, in a new tab', () => {
    render(<BranchList branches={[{ ...branch(1, 8, 'تهران', 80, 'تهران'), mapUrl: 'https://nshn.ir/abc' }, branch(2, 8, 'تهران', 80, 'تهران')]} />);
    const withMap = screen.getByRole('heading', { name: /شعبه 1/ }).closest('li')!;
    expect(within(withMap).getByRole('link', { name: /^مسیریابی روی نقشه ?\(شعبه 1\)$/ })).toHaveAttribute('href', 'https://nshn.ir/abc');
    const without = screen.getByRole('heading', { name: /شعبه 2/ }).closest('li')!;
    expect(within(without).queryByRole('link', { name: /مسیریابی/ })).toBeNull();
  });

  it('filters by province', async () => {
    const user = userEvent.setup();
    render(<BranchList branches={branches} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'استان' }), 'اصفهان');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['استان اصفهان']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'استان' }), 'همه استان‌ها');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});
