import 'server-only';

export type BundleDef = {
  product: string;
  title: string;
  info: string;
  isGroup: boolean;
  /** Days until a timed bundle ends; absent for bundles without an end. */
  timedDays?: number;
  items: readonly { product: string; variant: number; discount: number }[];
};

export const bundleDefs: readonly BundleDef[] = [
  {
    product: 'samsung-galaxy-s25-ultra',
    title: 'پکیج گلکسی S25 Ultra با شارژر ۴۵ وات و قاب محافظ',
    info: 'شارژر و قاب همراه گوشی با تخفیف ویژه ارسال می‌شوند و جداگانه قابل حذف نیستند.',
    isGroup: false,
    items: [
      { product: 'samsung-charger-45w', variant: 0, discount: 400_000 },
      { product: 'samsung-grip-case-s25-ultra', variant: 0, discount: 700_000 },
    ],
  },
  {
    product: 'apple-iphone-16-pro',
    title: 'آیفون ۱۶ پرو همراه با شارژر انکر و قاب MagSafe',
    info: 'با خرید این پکیج، شارژر ۲۰ وات انکر و قاب سیلیکونی اصلی با تخفیف به سبد شما اضافه می‌شود.',
    isGroup: true,
    items: [
      { product: 'anker-nano-20w', variant: 0, discount: 250_000 },
      { product: 'apple-silicone-case-16-pro', variant: 0, discount: 600_000 },
    ],
  },
  {
    product: 'xiaomi-redmi-note-14-pro',
    title: 'پیشنهاد ویژه: ردمی نوت ۱۴ پرو با پاوربانک و قاب',
    info: 'این پیشنهاد فقط تا پایان زمان شمارش معکوس معتبر است.',
    isGroup: false,
    timedDays: 3,
    items: [
      { product: 'xiaomi-redmi-power-bank-18w', variant: 0, discount: 300_000 },
      { product: 'xiaomi-case-redmi-note-14-pro', variant: 0, discount: 150_000 },
    ],
  },
  {
    product: 'samsung-galaxy-a55',
    title: 'گلکسی A55 با قاب سیلیکونی و شارژر ۲۵ وات',
    info: 'قاب و شارژر اصلی سامسونگ همراه گوشی با تخفیف ارسال می‌شوند.',
    isGroup: false,
    items: [
      { product: 'samsung-silicone-case-a55', variant: 0, discount: 200_000 },
      { product: 'samsung-charger-25w', variant: 1, discount: 150_000 },
    ],
  },
];
