import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductBundle } from '@/lib/contracts/product';
import { formatToman } from '@/lib/format/money';
import { ProductBundles } from './product-bundles';

const logo = { original: { src: '/logo.svg', alt: 'لوگو' } };

const bundle = (id: number, title: string, fields: Partial<ProductBundle> = {}): ProductBundle => ({
  id,
  title,
  info: 'اقلام همراه با تخفیف ارسال می‌شوند.',
  isGroup: false,
  showPrice: true,
  timed: false,
  toDate: null,
  items: [
    { id: 1, variantId: 10, productId: 3, slug: 'charger', title: 'شارژر ۴۵ وات', variantTitle: 'مشکی', images: null, qty: 1, price: 1_649_000, discount: 400_000, available: true },
    { id: 2, variantId: 11, productId: 4, slug: 'case', title: 'قاب محافظ', variantTitle: 'سفید', images: null, qty: 2, price: 500_000, discount: 100_000, available: true },
  ],
  ...fields,
});

describe('ProductBundles', () => {
  afterEach(() => vi.useRealTimers());

  it('lists each item with its bundle price and the sum', () => {
    render(<ProductBundles bundles={[bundle(1, 'پکیج شارژر و قاب')]} logo={logo} />);
    const item = screen.getByRole('link', { name: 'شارژر ۴۵ وات' }).closest('li')!;
    expect(within(item).getByRole('deletion')).toHaveTextContent(formatToman(1_649_000));
    expect(item).toHaveTextContent(formatToman(1_249_000));
    expect(screen.getByRole('link', { name: 'قاب محافظ' })).toHaveAttribute('href', '/products/4/case');
    // 1,249,000 + 2 × 400,000
    expect(screen.getByText('جمع اقلام همراه').parentElement).toHaveTextContent(formatToman(2_049_000));
  });

  it('shows a sold-out item as sold out, without a price, and leaves it out of the sum', () => {
    const [charger, kase] = bundle(1, 'پکیج').items;
    render(<ProductBundles bundles={[bundle(1, 'پکیج', { items: [{ ...charger!, available: false }, kase!] })]} logo={logo} />);
    const item = screen.getByRole('link', { name: 'شارژر ۴۵ وات' }).closest('li')!;
    expect(item).toHaveTextContent('ناموجود؛ همراه این کالا ارسال نمی‌شود');
    expect(item).not.toHaveTextContent(formatToman(1_249_000));
    expect(screen.getByText('جمع اقلام همراه').parentElement).toHaveTextContent(formatToman(800_000));
  });

  it('drops a timed bundle when its countdown ends', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    render(
      <ProductBundles
        bundles={[bundle(1, 'پکیج دائمی'), bundle(2, 'پیشنهاد زمان‌دار', { timed: true, toDate: '2026-01-01T00:00:03Z' })]}
        logo={logo}
      />,
    );
    expect(screen.getByRole('heading', { name: 'پیشنهاد زمان‌دار' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('۰۰:۰۰:۰۳');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('heading', { name: 'پیشنهاد زمان‌دار' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'پکیج دائمی' })).toBeInTheDocument();
  });
});
