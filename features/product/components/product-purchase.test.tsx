import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductVariant, VariantAttribute } from '@/lib/contracts/product';
import { formatToman } from '@/lib/format/money';
import { ProductPurchase } from './product-purchase';

const logo = { original: { src: '/logo.svg', alt: 'لوگو' } };

const colour = (id: number, title: string, value: string): VariantAttribute => ({ id, attributeId: 1, attributeTitle: 'رنگ', type: 1, title, value, images: null });
const memory = (id: number, title: string): VariantAttribute => ({ id, attributeId: 2, attributeTitle: 'حافظه داخلی', type: 2, title, value: title, images: null });
const black = colour(11, 'مشکی', '#111111');
const blue = colour(12, 'آبی', '#1e40af');
const gb128 = memory(21, '۱۲۸ گیگابایت');
const gb256 = memory(22, '۲۵۶ گیگابایت');

function variant(id: number, arrtib1: VariantAttribute, arrtib2: VariantAttribute, fields: Partial<ProductVariant>): ProductVariant {
  return {
    id, sku: `SKU-${id}`, arrtib1, arrtib2, price: 10_000_000, discountPrice: 10_000_000, promotionPrice: null, promotionTo: null,
    hasUpperDiscount: false, upperDiscountAmount: null, stock: 20, maxBuy: 2, images: [], ...fields,
  };
}

const variants = [
  variant(1, black, gb128, { price: 10_000_000, discountPrice: 10_000_000, stock: 20, maxBuy: 2 }),
  variant(2, black, gb256, { price: 12_000_000, discountPrice: 11_000_000, stock: 2, maxBuy: 1 }),
  variant(3, blue, gb128, { price: 10_500_000, discountPrice: 10_500_000, stock: 0 }),
  variant(4, blue, gb256, { price: 12_500_000, discountPrice: 12_500_000, stock: 7, maxBuy: 3 }),
];

function renderPurchase(props: Partial<Parameters<typeof ProductPurchase>[0]> = {}) {
  return render(
    <ProductPurchase
      header={<h1>گوشی نمونه</h1>}
      title="گوشی نمونه"
      images={[]}
      variants={variants}
      defaultVariantId={1}
      insurances={[]}
      logo={logo}
      catalogMode={false}
      basketAction={({ variantId, insuranceId, available }) => (
        <button type="button" disabled={!available} data-variant={variantId} data-insurance={insuranceId ?? ''}>
          {available ? 'افزودن به سبد خرید' : 'ناموجود'}
        </button>
      )}
      {...props}
    />,
  );
}

const price = () => screen.getByRole('status');
const toman = (n: number) => `${formatToman(n)} تومان`;

describe('ProductPurchase variant picker', () => {
  afterEach(() => vi.useRealTimers());

  it('shows colour swatches and memory chips with the default variant chosen', () => {
    renderPurchase();
    expect(screen.getByRole('group', { name: /رنگ/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'مشکی' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '۱۲۸ گیگابایت' })).toBeChecked();
    expect(price()).toHaveTextContent(`قیمت: ${toman(10_000_000)}`);
    expect(screen.getByText('حداکثر ۲ عدد در هر سفارش')).toBeInTheDocument();
    expect(screen.queryByText(/در انبار باقی مانده/)).not.toBeInTheDocument();
  });

  it('changes the price, discount and stock notes when another memory or colour is chosen', async () => {
    const user = userEvent.setup();
    renderPurchase();

    await user.click(screen.getByRole('radio', { name: '۲۵۶ گیگابایت' }));
    expect(price()).toHaveTextContent(`قیمت قبل از تخفیف: ${toman(12_000_000)}`);
    expect(price()).toHaveTextContent('تخفیف ٪۸');
    expect(price()).toHaveTextContent(`قیمت: ${toman(11_000_000)}`);
    expect(screen.getByText('تنها ۲ عدد در انبار باقی مانده')).toBeInTheDocument();
    expect(screen.getByText('حداکثر ۱ عدد در هر سفارش')).toBeInTheDocument();

    // The memory choice is kept when the colour changes.
    await user.click(screen.getByRole('radio', { name: 'آبی' }));
    expect(screen.getByRole('radio', { name: '۲۵۶ گیگابایت' })).toBeChecked();
    expect(price()).toHaveTextContent(`قیمت: ${toman(12_500_000)}`);
    expect(price()).not.toHaveTextContent('قبل از تخفیف');
    expect(screen.queryByText(/در انبار باقی مانده/)).not.toBeInTheDocument();
    expect(screen.getByText('حداکثر ۳ عدد در هر سفارش')).toBeInTheDocument();

    // Blue 128 GB is sold out: its chip says so before it is chosen, and the price gives way to 'ناموجود'.
    const soldOut = screen.getByRole('radio', { name: '۱۲۸ گیگابایت، ناموجود' });
    await user.click(soldOut);
    expect(price()).toHaveTextContent('ناموجود');
    expect(screen.queryByText(/عدد در هر سفارش/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ناموجود' })).toBeDisabled();
  });

  it('fills the basket slot with the chosen variant, and leaves it out in catalog mode', () => {
    const { unmount } = renderPurchase();
    const button = screen.getByRole('button', { name: 'افزودن به سبد خرید' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('data-variant', '1');
    unmount();
    renderPurchase({ catalogMode: true });
    expect(screen.queryByRole('button', { name: 'افزودن به سبد خرید' })).not.toBeInTheDocument();
  });

  it('replaces the shown price with the upper-discount amount', () => {
    renderPurchase({
      variants: [variant(1, black, gb128, { price: 12_000_000, discountPrice: 12_000_000, hasUpperDiscount: true, upperDiscountAmount: 14_000_000 })],
    });
    expect(price()).toHaveTextContent(`قیمت قبل از تخفیف: ${toman(14_000_000)}`);
    expect(price()).toHaveTextContent('تخفیف ٪۱۴');
    expect(price()).toHaveTextContent(`قیمت: ${toman(12_000_000)}`);
  });

  it('shows a running promotion with its countdown and drops it at zero', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    renderPurchase({
      variants: [
        variant(1, black, gb128, { price: 10_000_000, discountPrice: 10_000_000, promotionPrice: 9_990_000, promotionTo: '2026-01-01T00:00:02Z' }),
      ],
    });
    expect(screen.getByText('پیشنهاد شگفت‌انگیز')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('۰۰:۰۰:۰۲');
    // 0.1 % off floors to 0, and a promotion then shows 0.01 (SPEC §9).
    expect(price()).toHaveTextContent('تخفیف ٪۰٫۰۱');
    expect(price()).toHaveTextContent(`قیمت: ${toman(9_990_000)}`);

    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('پیشنهاد شگفت‌انگیز')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(price()).toHaveTextContent(`قیمت: ${toman(10_000_000)}`);
    expect(price()).not.toHaveTextContent('تخفیف');
  });
});
