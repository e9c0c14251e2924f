import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Comparison } from '@/lib/contracts/compare';
import { CompareTable } from './compare-table';

const logo = { 1: 'https://img.example/logo.png' } as never;
const comparison: Comparison = {
  category: { id: 1, slug: 'mobile', title: 'گوشی موبایل' },
  products: [
    { id: 3, title: 'گلکسی', path: '/products/3/galaxy', image: null, price: 1_000_000 },
    { id: 5, title: 'آیفون', path: '/products/5/iphone', image: null, price: null },
  ],
  rows: [
    { group: 'حافظه', title: 'رم', values: ['۱۲', '۸'], differs: true },
    { group: 'حافظه', title: 'حافظه داخلی', values: ['۲۵۶', '۲۵۶'], differs: false },
  ],
  excluded: [],
};

describe('CompareTable', () => {
  it('aligns each spec under both products, marks the differing row and links the removal of a column', () => {
    render(<CompareTable comparison={comparison} logo={logo} onlyDifferences={false} />);
    const ram = screen.getByRole('row', { name: 'رم(متفاوت)' });
    expect(screen.getByRole('row', { name: 'حافظه داخلی' })).not.toHaveClass('bg-amber-50');
    const values = screen.getAllByRole('cell').map((c) => c.textContent);
    expect(values).toEqual(['۱۲', '۸', '۲۵۶', '۲۵۶']);
    expect(ram).toHaveClass('bg-amber-50');
    expect(screen.getByRole('cell', { name: '۸' })).toHaveAttribute('headers', `${ram.querySelector('th')!.id} p-5`);
    expect(screen.getByRole('link', { name: 'حذف گلکسی از مقایسه' })).toHaveAttribute('href', '/compare?ids=5');
    expect(within(screen.getByRole('columnheader', { name: /آیفون/ })).getByText('ناموجود')).toBeInTheDocument();
  });

  it('shows only the differing rows when asked', () => {
    render(<CompareTable comparison={comparison} logo={logo} onlyDifferences />);
    expect(screen.queryByText('حافظه داخلی')).not.toBeInTheDocument();
    expect(screen.getAllByRole('cell')).toHaveLength(2);
  });
});
