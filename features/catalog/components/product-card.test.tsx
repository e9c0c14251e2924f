import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard as Card } from '@/lib/contracts/catalog';
import { ProductCard } from './product-card';

const logo = { original: { src: '/logo.svg', alt: 'لوگو' } };
const card = (over: Partial<Card>): Card => ({
  id: 7,
  slug: 'galaxy-a56',
  title: 'گوشی سامسونگ Galaxy A56',
  rating: null,
  images: { original: { src: '/a56.svg' } },
  alt: 'گوشی سامسونگ Galaxy A56',
  price: 10_000_000,
  discountPrice: 10_000_000,
  promotionPrice: null,
  promotionTo: null,
  inStock: true,
  variantId: 70,
  ...over,
});

describe('ProductCard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('links to the product and shows its price without a badge when there is no discount', () => {
    render(<ProductCard product={card({})} logo={logo} />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/products/7/galaxy-a56');
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'گوشی سامسونگ Galaxy A56');
    expect(screen.getByText('۱۰٬۰۰۰٬۰۰۰')).toBeInTheDocument();
    expect(screen.queryByText(/٪/)).not.toBeInTheDocument();
  });

  it('stretches the title link over the card and keeps the actions outside it', () => {
    render(<ProductCard product={card({})} logo={logo} actions={<button type="button">قلب</button>} />);
    const link = screen.getByRole('link', { name: 'گوشی سامسونگ Galaxy A56' });
    const button = screen.getByRole('button', { name: 'قلب' });
    expect(link.contains(button)).toBe(false);
    expect(button.closest('a')).toBeNull();
  });

  it('shows the discount as a floored percent with the list price struck through', () => {
    render(<ProductCard product={card({ discountPrice: 8_790_000 })} logo={logo} />);
    expect(screen.getByText(/۱۲٪/)).toBeInTheDocument();
    expect(screen.getByText('۸٬۷۹۰٬۰۰۰')).toBeInTheDocument();
    expect(screen.getByText('۱۰٬۰۰۰٬۰۰۰').closest('del')).not.toBeNull();
  });

  it('shows a running promotion with its countdown and drops it at zero', () => {
    render(
      <ProductCard
        product={card({ discountPrice: 9_000_000, promotionPrice: 8_000_000, promotionTo: '2026-01-01T00:00:03Z' })}
        logo={logo}
      />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('۰۰:۰۰:۰۳');
    expect(screen.getByText('۸٬۰۰۰٬۰۰۰')).toBeInTheDocument();
    expect(screen.getByText(/۲۰٪/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText('۸٬۰۰۰٬۰۰۰')).not.toBeInTheDocument();
    expect(screen.getByText('۹٬۰۰۰٬۰۰۰')).toBeInTheDocument();
    expect(screen.getByText(/۱۰٪/)).toBeInTheDocument();
  });

  it('shows 0.01 percent for a promotion that would round down to zero', () => {
    render(<ProductCard product={card({ promotionPrice: 9_999_000, promotionTo: '2026-01-02T00:00:00Z' })} logo={logo} />);
    expect(screen.getByText(/۰٫۰۱٪/)).toBeInTheDocument();
  });

  it('marks an out-of-stock product and shows no price', () => {
    render(<ProductCard product={card({ inStock: false, discountPrice: 9_000_000 })} logo={logo} />);
    expect(screen.getByText('ناموجود')).toBeInTheDocument();
    expect(screen.queryByText('۹٬۰۰۰٬۰۰۰')).not.toBeInTheDocument();
  });
});

describe('the rating on a card', () => {
  it('shows the approved reviews’ average and count, and nothing before the first', () => {
    const { rerender } = render(<ProductCard product={card({ rating: { average: 4.5, count: 12 } })} logo={logo} />);
    expect(screen.getByText('امتیاز ۴٫۵ از ۵ در ۱۲ نظر')).toBeInTheDocument();
    rerender(<ProductCard product={card({ rating: null })} logo={logo} />);
    expect(screen.queryByText(/امتیاز/)).not.toBeInTheDocument();
  });
});
