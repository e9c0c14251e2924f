import { describe, expect, it } from 'vitest';
import { imageUrl, pickImage, resolveImage, type ImageObject } from './images';

const product: ImageObject = {
  '150': { src: '/img/p-150.jpg', alt: 'گوشی' },
  '300': { src: '/img/p-300.jpg', alt: 'گوشی' },
  original: { src: '/img/p.jpg', alt: 'گوشی اصلی' },
};
const logo = { original: { src: '/logo.png', alt: 'ویترین' } };

describe('pickImage', () => {
  it('prefers the exact size, then original', () => {
    expect(pickImage(product, 300)).toEqual({ src: '/img/p-300.jpg', alt: 'گوشی' });
    expect(pickImage(product, '150')?.src).toBe('/img/p-150.jpg');
    expect(pickImage(product, 600)?.src).toBe('/img/p.jpg');
    expect(pickImage(product)?.src).toBe('/img/p.jpg');
  });

  it('falls back to the first usable variant without original', () => {
    expect(pickImage({ '150': { src: '' }, '600': { src: '/a-600.jpg' } }, 300)).toEqual({
      src: '/a-600.jpg',
    });
  });

  it('accepts a plain string', () => {
    expect(pickImage('https://cdn.test/a.jpg', 300)).toEqual({ src: 'https://cdn.test/a.jpg' });
  });

  it('returns null when nothing is usable', () => {
    expect(pickImage(null)).toBeNull();
    expect(pickImage(undefined)).toBeNull();
    expect(pickImage('  ')).toBeNull();
    expect(pickImage({})).toBeNull();
    expect(pickImage({ original: { src: '' } })).toBeNull();
  });
});

describe('imageUrl', () => {
  it('adds width and the default quality 75', () => {
    expect(imageUrl('/img/p.jpg', { width: 300 })).toBe('/img/p.jpg?w=300&q=75');
    expect(imageUrl('/img/p.jpg')).toBe('/img/p.jpg?q=75');
    expect(imageUrl('/img/p.jpg', { quality: 90 })).toBe('/img/p.jpg?q=90');
  });

  it('appends to an existing query before the hash', () => {
    expect(imageUrl('https://cdn.test/p.jpg?v=2', { width: 150 })).toBe(
      'https://cdn.test/p.jpg?v=2&w=150&q=75',
    );
    expect(imageUrl('/sprite.svg#icon', { width: 24 })).toBe('/sprite.svg?w=24&q=75#icon');
  });

  it('leaves data URLs and empty sources alone', () => {
    expect(imageUrl('data:image/png;base64,AAAA', { width: 10 })).toBe('data:image/png;base64,AAAA');
    expect(imageUrl('')).toBe('');
  });
});

describe('resolveImage', () => {
  it('resolves a present image', () => {
    expect(resolveImage(product, { size: 300, width: 300, fallbackLogo: logo })).toEqual({
      src: '/img/p-300.jpg?w=300&q=75',
      alt: 'گوشی',
      missing: false,
    });
  });

  it('lets an explicit alt win', () => {
    expect(resolveImage(product, { size: 150, fallbackLogo: logo, alt: 'سامسونگ' }).alt).toBe(
      'سامسونگ',
    );
  });

  it('falls back to the company logo, marked missing', () => {
    expect(resolveImage(null, { width: 150, fallbackLogo: logo })).toEqual({
      src: '/logo.png?w=150&q=75',
      alt: 'ویترین',
      missing: true,
    });
    expect(resolveImage({}, { fallbackLogo: null, alt: 'بدون تصویر' })).toEqual({
      src: '',
      alt: 'بدون تصویر',
      missing: true,
    });
  });
});
