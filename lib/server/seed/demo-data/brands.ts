import 'server-only';

export type BrandDef = { slug: string; title: string; titleEn: string; aliases: readonly string[]; hue: number };

/** Aliases hold what people type instead: Latin names, Arabic-keyboard letters, common misspellings. */
export const brandDefs: readonly BrandDef[] = [
  { slug: 'samsung', title: 'سامسونگ', titleEn: 'Samsung', aliases: ['samsung', 'سامسونگ گلکسی', 'galaxy', 'گلکسی'], hue: 220 },
  { slug: 'apple', title: 'اپل', titleEn: 'Apple', aliases: ['apple', 'آیفون', 'ایفون', 'iphone', 'اپل', 'ای پد', 'ipad'], hue: 0 },
  { slug: 'xiaomi', title: 'شیائومی', titleEn: 'Xiaomi', aliases: ['xiaomi', 'شیاومی', 'شیامی', 'mi', 'redmi', 'ردمی', 'poco', 'پوکو'], hue: 25 },
  { slug: 'nokia', title: 'نوکیا', titleEn: 'Nokia', aliases: ['nokia', 'نوكيا', 'نوکیا'], hue: 205 },
  { slug: 'huawei', title: 'هواوی', titleEn: 'Huawei', aliases: ['huawei', 'هوآوی', 'هواوي', 'هواوی'], hue: 355 },
  { slug: 'honor', title: 'آنر', titleEn: 'Honor', aliases: ['honor', 'انر', 'هانر', 'آنر'], hue: 185 },
  { slug: 'motorola', title: 'موتورولا', titleEn: 'Motorola', aliases: ['motorola', 'moto', 'موتو', 'موترولا'], hue: 235 },
  { slug: 'realme', title: 'ریلمی', titleEn: 'Realme', aliases: ['realme', 'ریل می', 'رئلمی', 'ریلمي'], hue: 55 },
  { slug: 'lenovo', title: 'لنوو', titleEn: 'Lenovo', aliases: ['lenovo', 'لنووو', 'لنو'], hue: 5 },
  { slug: 'asus', title: 'ایسوس', titleEn: 'Asus', aliases: ['asus', 'ایسوز', 'اسوس', 'ایسوس'], hue: 240 },
  { slug: 'anker', title: 'انکر', titleEn: 'Anker', aliases: ['anker', 'آنکر', 'soundcore', 'ساندکور'], hue: 200 },
  { slug: 'jbl', title: 'جی‌بی‌ال', titleEn: 'JBL', aliases: ['jbl', 'جی بی ال', 'جی بی آل'], hue: 15 },
  { slug: 'baseus', title: 'باسئوس', titleEn: 'Baseus', aliases: ['baseus', 'باسیوس', 'بیسوس', 'باسئوس'], hue: 270 },
  { slug: 'haylou', title: 'هایلو', titleEn: 'Haylou', aliases: ['haylou', 'هایلو', 'هايلو'], hue: 300 },
];
