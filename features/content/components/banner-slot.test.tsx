import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Banner } from '@/lib/contracts/content';
import { BannerSlot } from './banner-slot';

const banner = (id: number, moduleNumber: number, linkType: number, title: string): Banner => ({
  id,
  moduleNumber,
  linkType,
  title,
  link: `/shop/category-${id}`,
  images: { original: { src: `/media/${id}.svg` } },
});

const banners = [
  banner(1, 1, 2, 'پهن یک'),
  banner(2, 1, 1, 'باریک یک'),
  banner(3, 1, 2, 'پهن دو'),
  banner(4, 1, 1, 'باریک دو'),
  banner(5, 2, 2, 'جایگاه دیگر'),
];
const logo = { original: { src: '/logo.svg' } };

describe('BannerSlot', () => {
  it('puts link type 2 on wide screens and link type 1 on narrow ones, for its own slot only', () => {
    const { container } = render(<BannerSlot banners={banners} moduleNumber={1} logo={logo} label="بنرها" />);
    const wide = container.querySelector<HTMLElement>('[data-screen="wide"]')!;
    const narrow = container.querySelector<HTMLElement>('[data-screen="narrow"]')!;
    expect(within(wide).getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['پهن یک', 'پهن دو']);
    expect(within(narrow).getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['باریک یک', 'باریک دو']);
    expect(screen.queryByAltText('جایگاه دیگر')).not.toBeInTheDocument();
    // CSS decides which group shows: wide from 768 px, narrow below it.
    expect(wide).toHaveClass('hidden', 'md:block');
    expect(narrow).toHaveClass('md:hidden');
  });

  it('never downloads a banner on the screen it is not meant for', () => {
    const { container } = render(<BannerSlot banners={banners} moduleNumber={1} logo={logo} label="بنرها" />);
    const media = (key: string) =>
      [...container.querySelectorAll(`[data-screen="${key}"] source`)].map((s) => [s.getAttribute('media'), s.getAttribute('srcset')?.slice(0, 10)]);
    expect(media('wide')).toEqual([['(max-width: 767.98px)', 'data:image'], ['(max-width: 767.98px)', 'data:image']]);
    expect(media('narrow')).toEqual([['(min-width: 768px)', 'data:image'], ['(min-width: 768px)', 'data:image']]);
  });

  it('links each banner to its target and loads only the first one eagerly when it is the hero', () => {
    render(<BannerSlot banners={banners} moduleNumber={1} logo={logo} label="بنرها" priority layout="carousel" />);
    expect(screen.getByAltText('پهن یک').closest('a')).toHaveAttribute('href', '/shop/category-1');
    expect(screen.getByAltText('پهن یک')).toHaveAttribute('loading', 'eager');
    expect(screen.getByAltText('پهن دو')).toHaveAttribute('loading', 'lazy');
    expect(screen.getAllByRole('region', { name: 'بنرها' }).length).toBeGreaterThan(0);
  });

  it('renders nothing for an empty slot', () => {
    const { container } = render(<BannerSlot banners={banners} moduleNumber={9} logo={logo} label="بنرها" />);
    expect(container).toBeEmptyDOMElement();
  });
});
