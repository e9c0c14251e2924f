import { describe, expect, it } from 'vitest';
import { buildSearchText, normalizeSearchText, searchWords, SEARCH_MAX_LENGTH } from './normalize';

describe('normalizeSearchText', () => {
  it('turns Arabic yeh, alef maksura and kaf into Persian ی and ک', () => {
    expect(normalizeSearchText('نوكيا')).toBe('نوکیا');
    expect(normalizeSearchText('هواوي')).toBe('هواوی');
    expect(normalizeSearchText('موسى')).toBe('موسی');
  });

  it('folds the letters an Arabic keyboard lacks into the ones typed for them, so both spellings are one query', () => {
    expect(normalizeSearchText('سامسونك')).toBe(normalizeSearchText('سامسونگ'));
    expect(normalizeSearchText('كلكسي')).toBe(normalizeSearchText('گلکسی'));
    expect(normalizeSearchText('بارس جهار زله')).toBe(normalizeSearchText('پارس چهار ژله'));
  });

  it('folds heh and alef variants', () => {
    expect(normalizeSearchText('آیفون')).toBe('ایفون');
    expect(normalizeSearchText('أإٱا')).toBe('اااا');
    expect(normalizeSearchText('خانۀ ھمه ة')).toBe('خانه همه ه');
  });

  it('turns Persian and Arabic-Indic digits into Latin ones', () => {
    expect(normalizeSearchText('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normalizeSearchText('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeSearchText('s۲۵')).toBe('s25');
  });

  it('treats ZWNJ as a space and folds runs of spaces, tabs and no-break spaces', () => {
    expect(normalizeSearchText('جی\u200cبی\u200cال')).toBe('جی بی ال');
    expect(normalizeSearchText('  گوشی \t\u00a0 سامسونگ\n')).toBe('کوشی سامسونک');
  });

  it('drops diacritics, superscript alef, tatweel and bidi marks', () => {
    expect(normalizeSearchText('گُوشِی')).toBe('کوشی');
    expect(normalizeSearchText('رحمٰن')).toBe('رحمن');
    expect(normalizeSearchText('گـــوشی')).toBe('کوشی');
    expect(normalizeSearchText('\u200fiPhone\u200e')).toBe('iphone');
  });

  it('lower-cases Latin letters and turns punctuation into spaces, LIKE wildcards included', () => {
    expect(normalizeSearchText('Galaxy S25+ (5G)')).toBe('galaxy s25 5g');
    expect(normalizeSearchText("100% _x_ 'a'")).toBe('100 x a');
    expect(normalizeSearchText('گوشی، تبلت؛ لپ‌تاپ؟')).toBe('کوشی تبلت لب تاب');
  });
});

describe('searchWords', () => {
  it('splits the normalised query into words', () => {
    expect(searchWords(' آیفون  ۱۶ ')).toEqual(['ایفون', '16']);
    expect(searchWords(' \u200c ')).toEqual([]);
  });

  it(`cuts the query to ${SEARCH_MAX_LENGTH} characters before normalising`, () => {
    expect(searchWords(`${'a'.repeat(SEARCH_MAX_LENGTH)}b`)).toEqual(['a'.repeat(SEARCH_MAX_LENGTH)]);
  });
});

describe('buildSearchText', () => {
  it('joins the normalised parts once each, skipping empty ones', () => {
    expect(buildSearchText(['گوشی سامسونگ', 'Samsung', null, 'samsung', 'سامسونك', ''])).toBe('کوشی سامسونک samsung سامسونک');
  });
});
