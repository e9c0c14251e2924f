import 'server-only';

export type LinkTarget = { category: string } | { brand: string } | { product: string } | { path: string };

export type BannerDef = { module: number; title: string; target: LinkTarget; hue: number };

/** Each banner is stored twice: linkType 2 (wide screens) and linkType 1 (narrow screens), SPEC §2 "Banner slot". */
export const bannerDefs: readonly BannerDef[] = [
  { module: 1, title: 'گلکسی S25 اولترا؛ خرید اقساطی بدون ضامن', target: { product: 'samsung-galaxy-s25-ultra' }, hue: 220 },
  { module: 1, title: 'آیفون ۱۶ پرو مکس با گارانتی ۱۸ ماهه', target: { product: 'apple-iphone-16-pro-max' }, hue: 30 },
  { module: 1, title: 'تا ۲۰ درصد تخفیف گوشی‌های شیائومی', target: { brand: 'xiaomi' }, hue: 25 },
  { module: 2, title: 'هدفون و هندزفری با ارسال رایگان', target: { category: 'headphone' }, hue: 330 },
  { module: 2, title: 'لوازم جانبی اصل با ضمانت اصالت', target: { category: 'accessories' }, hue: 140 },
  { module: 3, title: 'لپ‌تاپ دانشجویی با اقساط ۱۲ ماهه', target: { category: 'laptop' }, hue: 190 },
  { module: 3, title: 'ساعت‌های هوشمند برای ورزش و سلامت', target: { category: 'smartwatch' }, hue: 20 },
  { module: 4, title: 'اسپیکرهای جی‌بی‌ال؛ صدای بلند برای سفر', target: { brand: 'jbl' }, hue: 10 },
];

export const mainMenuTitle = 'منوی اصلی';
export const quickLinksTitle = 'دسترسی سریع';

export const quickLinkDefs = [
  { title: 'فروش اقساطی', link: '/planloanguide' },
  { title: 'شگفت‌انگیزها', link: '/shop?discount=1' },
  { title: 'سوالات متداول', link: '/faq' },
  { title: 'نمایندگی‌ها', link: '/agency' },
  { title: 'تماس با ما', link: '/pages/contact' },
] as const;

/** The mega-menu banner (itemType 4) of each top category. */
export const menuBannerDefs: Readonly<Record<string, { title: string; target: LinkTarget }>> = {
  mobile: { title: 'جشنواره گوشی‌های سامسونگ', target: { brand: 'samsung' } },
  tablet: { title: 'تبلت برای کلاس آنلاین', target: { product: 'samsung-galaxy-tab-a9-plus' } },
  laptop: { title: 'مک‌بوک ایر M3', target: { product: 'apple-macbook-air-13-m3' } },
  headphone: { title: 'گلکسی بادز با تخفیف', target: { product: 'samsung-galaxy-buds-fe' } },
  smartwatch: { title: 'ساعت‌های هوشمند شیائومی', target: { brand: 'xiaomi' } },
  accessories: { title: 'شارژرهای فست انکر', target: { brand: 'anker' } },
  speaker: { title: 'اسپیکرهای جی‌بی‌ال', target: { brand: 'jbl' } },
};

/** linkType 2 links show in the footer; linkType 1 are used elsewhere (SPEC §3 "Site link"). */
export const siteLinkDefs = [
  { title: 'درباره ما', link: '/pages/about', linkType: 2 },
  { title: 'تماس با ما', link: '/pages/contact', linkType: 2 },
  { title: 'سوالات متداول', link: '/faq', linkType: 2 },
  { title: 'شرایط بازگشت کالا', link: '/pages/return-policy', linkType: 2 },
  { title: 'حریم خصوصی', link: '/pages/privacy', linkType: 2 },
  { title: 'نمایندگی‌ها', link: '/agency', linkType: 2 },
  { title: 'راهنمای خرید اقساطی', link: '/planloanguide', linkType: 2 },
  { title: 'همکاری با ما', link: '/dashboard/cooperation', linkType: 1 },
] as const;

export type NotificationDef = {
  type: 0 | 1;
  title: string;
  alt: string;
  active: boolean;
  mobileView: boolean;
  target: LinkTarget;
  viewCount: number;
  image: { kind: 'strip' | 'popup'; hue: number; label: string };
};

export const notificationDefs: readonly NotificationDef[] = [
  {
    type: 0,
    title: 'ارسال رایگان برای خریدهای بالای ۵ میلیون تومان',
    alt: 'ارسال رایگان برای خریدهای بالای ۵ میلیون تومان',
    active: true,
    mobileView: true,
    target: { path: '/shop?discount=1' },
    viewCount: 1,
    image: { kind: 'strip', hue: 160, label: 'ارسال رایگان برای خریدهای بالای ۵ میلیون تومان' },
  },
  {
    type: 1,
    title: 'تخفیف ویژه گلکسی S25 اولترا',
    alt: 'تخفیف ویژه گلکسی S25 اولترا فقط تا پایان هفته',
    active: true,
    // Desktop only: on a phone a popup can show only once the page has hydrated, and it then covers the screen
    // and becomes the page's largest paint (about 4.2 s under Lighthouse's phone simulation, docs/benchmarks.md).
    mobileView: false,
    target: { product: 'samsung-galaxy-s25-ultra' },
    viewCount: 3,
    image: { kind: 'popup', hue: 220, label: 'تخفیف ویژه گلکسی S25 اولترا' },
  },
  {
    type: 1,
    title: 'جشنواره نوروزی',
    alt: 'جشنواره نوروزی به پایان رسید',
    active: false,
    mobileView: false,
    target: { path: '/shop?discount=1' },
    viewCount: 2,
    image: { kind: 'popup', hue: 100, label: 'جشنواره نوروزی' },
  },
];
