import 'server-only';
import { GB128, GB256, GB512, GB64 } from './attributes';
import { phone } from './product-kinds';
import type { ProductDef } from './product-kinds';

const mAh = (n: string) => `${n} میلی‌آمپر ساعت`;
const mp = (n: string) => `${n} مگاپیکسل`;
const oneUi = 'Android 15 (One UI 7)';

export const samsungPhones: readonly ProductDef[] = [
  phone({
    key: 'samsung-galaxy-s25-ultra', brand: 'samsung', model: 'Galaxy S25 Ultra 5G', ram: '۱۲ گیگابایت',
    memories: [GB256, GB512], colours: ['تیتانیومی', 'مشکی', 'نقره‌ای'], price: 78_000_000,
    screen: '۶.۹ اینچ Dynamic AMOLED 2X', chip: 'Snapdragon 8 Elite for Galaxy', camera: mp('۲۰۰'),
    battery: mAh('۵۰۰۰'), os: oneUi, fiveG: true, popularity: 5,
    highlight: 'قلم S Pen داخلی و زوم اپتیکال ۵ برابر',
  }),
  phone({
    key: 'samsung-galaxy-s25-plus', brand: 'samsung', model: 'Galaxy S25 Plus 5G', ram: '۱۲ گیگابایت',
    memories: [GB256, GB512], colours: ['آبی', 'نقره‌ای'], price: 58_000_000,
    screen: '۶.۷ اینچ Dynamic AMOLED 2X', chip: 'Snapdragon 8 Elite for Galaxy', camera: mp('۵۰'),
    battery: mAh('۴۹۰۰'), os: oneUi, fiveG: true, highlight: 'شارژ سریع ۴۵ وات و بدنه آلومینیومی',
  }),
  phone({
    key: 'samsung-galaxy-s25', brand: 'samsung', model: 'Galaxy S25 5G', ram: '۱۲ گیگابایت',
    memories: [GB128, GB256], colours: ['سبز', 'آبی', 'مشکی'], price: 47_000_000,
    screen: '۶.۲ اینچ Dynamic AMOLED 2X', chip: 'Snapdragon 8 Elite for Galaxy', camera: mp('۵۰'),
    battery: mAh('۴۰۰۰'), os: oneUi, fiveG: true, popularity: 4, highlight: 'ابعاد جمع‌وجور و قابلیت‌های Galaxy AI',
  }),
  phone({
    key: 'samsung-galaxy-s24-fe', brand: 'samsung', model: 'Galaxy S24 FE 5G', ram: '۸ گیگابایت',
    memories: [GB128, GB256], colours: ['آبی', 'خاکستری', 'سبز'], price: 33_000_000,
    screen: '۶.۷ اینچ Dynamic AMOLED 2X', chip: 'Exynos 2400e', camera: mp('۵۰'),
    battery: mAh('۴۷۰۰'), os: 'Android 14 (One UI 6.1)', fiveG: true, highlight: 'دوربین تله‌فوتو ۳ برابر',
  }),
  phone({
    key: 'samsung-galaxy-a56', brand: 'samsung', model: 'Galaxy A56 5G', ram: '۸ گیگابایت',
    memories: [GB128, GB256], colours: ['خاکستری', 'صورتی', 'سبز'], price: 24_500_000,
    screen: '۶.۷ اینچ Super AMOLED', chip: 'Exynos 1580', camera: mp('۵۰'),
    battery: mAh('۵۰۰۰'), os: oneUi, fiveG: true, popularity: 5, highlight: 'شش سال به‌روزرسانی سیستم عامل',
  }),
  phone({
    key: 'samsung-galaxy-a55', brand: 'samsung', model: 'Galaxy A55 5G', ram: '۸ گیگابایت',
    memories: [GB256], colours: ['سرمه‌ای', 'آبی'], price: 21_900_000,
    screen: '۶.۶ اینچ Super AMOLED', chip: 'Exynos 1480', camera: mp('۵۰'),
    battery: mAh('۵۰۰۰'), os: 'Android 14 (One UI 6.1)', fiveG: true, popularity: 5,
    highlight: 'قاب فلزی و مقاومت در برابر آب IP67',
  }),
  phone({
    key: 'samsung-galaxy-a36', brand: 'samsung', model: 'Galaxy A36 5G', ram: '۸ گیگابایت',
    memories: [GB128, GB256], colours: ['مشکی', 'بنفش', 'سفید'], price: 18_500_000,
    screen: '۶.۷ اینچ Super AMOLED', chip: 'Snapdragon 6 Gen 3', camera: mp('۵۰'),
    battery: mAh('۵۰۰۰'), os: oneUi, fiveG: true, popularity: 4, highlight: 'شارژ سریع ۴۵ وات',
  }),
  phone({
    key: 'samsung-galaxy-a26', brand: 'samsung', model: 'Galaxy A26 5G', ram: '۶ گیگابایت',
    memories: [GB128, GB256], colours: ['مشکی', 'سفید'], price: 13_800_000,
    screen: '۶.۷ اینچ Super AMOLED', chip: 'Exynos 1380', camera: mp('۵۰'),
    battery: mAh('۵۰۰۰'), os: oneUi, fiveG: true, popularity: 4, highlight: 'مقاومت در برابر آب و گرد و غبار IP67',
  }),
  phone({
    key: 'samsung-galaxy-a16', brand: 'samsung', model: 'Galaxy A16', ram: '۴ گیگابایت',
    memories: [GB128], colours: ['مشکی', 'خاکستری', 'سبز'], price: 9_600_000,
    screen: '۶.۷ اینچ Super AMOLED', chip: 'MediaTek Helio G99', camera: mp('۵۰'),
    battery: mAh('۵۰۰۰'), os: 'Android 14 (One UI 6.1)', popularity: 5, highlight: 'صفحه نمایش ۹۰ هرتز',
  }),
  phone({
    key: 'samsung-galaxy-a06', brand: 'samsung', model: 'Galaxy A06', ram: '۴ گیگابایت',
    memories: [GB64, GB128], colours: ['مشکی', 'آبی'], price: 8_100_000,
    screen: '۶.۷ اینچ PLS LCD', chip: 'MediaTek Helio G85', camera: mp('۵۰'),
    battery: mAh('۵۰۰۰'), os: 'Android 14 (One UI 6)', popularity: 4, highlight: 'قیمت اقتصادی و شارژ ۲۵ وات',
  }),
  phone({
    key: 'samsung-galaxy-z-flip6', brand: 'samsung', model: 'Galaxy Z Flip6 5G', ram: '۱۲ گیگابایت',
    memories: [GB256, GB512], colours: ['آبی', 'سبز'], price: 55_000_000,
    screen: '۶.۷ اینچ تاشو Dynamic AMOLED 2X', chip: 'Snapdragon 8 Gen 3 for Galaxy', camera: mp('۵۰'),
    battery: mAh('۴۰۰۰'), os: 'Android 14 (One UI 6.1.1)', fiveG: true, popularity: 2,
    highlight: 'طراحی تاشو و نمایشگر بیرونی ۳.۴ اینچی',
  }),
];

const ios = 'iOS 18';
const xdr = (size: string) => `${size} اینچ Super Retina XDR OLED`;

export const applePhones: readonly ProductDef[] = [
  phone({
    key: 'apple-iphone-16-pro-max', brand: 'apple', model: 'iPhone 16 Pro Max', sim: 1, ram: '۸ گیگابایت',
    memories: [GB256, GB512], colours: ['تیتانیومی', 'مشکی', 'سفید'], price: 82_000_000,
    screen: xdr('۶.۹'), chip: 'Apple A18 Pro', camera: mp('۴۸'), battery: mAh('۴۶۸۵'), os: ios, fiveG: true,
    popularity: 5, highlight: 'دکمه کنترل دوربین و بدنه تیتانیومی',
  }),
  phone({
    key: 'apple-iphone-16-pro', brand: 'apple', model: 'iPhone 16 Pro', sim: 1, ram: '۸ گیگابایت',
    memories: [GB128, GB256], colours: ['تیتانیومی', 'مشکی'], price: 70_000_000,
    screen: xdr('۶.۳'), chip: 'Apple A18 Pro', camera: mp('۴۸'), battery: mAh('۳۵۸۲'), os: ios, fiveG: true,
    popularity: 4, highlight: 'زوم اپتیکال ۵ برابر و فیلم‌برداری 4K با ۱۲۰ فریم',
  }),
  phone({
    key: 'apple-iphone-16', brand: 'apple', model: 'iPhone 16', ram: '۸ گیگابایت',
    memories: [GB128, GB256], colours: ['آبی', 'صورتی', 'مشکی'], price: 55_000_000,
    screen: xdr('۶.۱'), chip: 'Apple A18', camera: mp('۴۸'), battery: mAh('۳۵۶۱'), os: ios, fiveG: true,
    popularity: 5, highlight: 'دکمه اکشن و قابلیت‌های Apple Intelligence',
  }),
  phone({
    key: 'apple-iphone-16e', brand: 'apple', model: 'iPhone 16e', sim: 1, ram: '۸ گیگابایت',
    memories: [GB128, GB256], colours: ['مشکی', 'سفید'], price: 44_000_000,
    screen: xdr('۶.۱'), chip: 'Apple A18', camera: mp('۴۸'), battery: mAh('۴۰۰۵'), os: ios, fiveG: true,
    highlight: 'مودم ۵G اختصاصی اپل و باتری پرظرفیت',
  }),
  phone({
    key: 'apple-iphone-15', brand: 'apple', model: 'iPhone 15', ram: '۶ گیگابایت',
    memories: [GB128, GB256], colours: ['مشکی', 'آبی', 'صورتی'], price: 46_000_000,
    screen: xdr('۶.۱'), chip: 'Apple A16 Bionic', camera: mp('۴۸'), battery: mAh('۳۳۴۹'), os: ios, fiveG: true,
    popularity: 4, highlight: 'Dynamic Island و درگاه USB-C',
  }),
  phone({
    key: 'apple-iphone-14', brand: 'apple', model: 'iPhone 14', sim: 1, ram: '۶ گیگابایت',
    memories: [GB128], colours: ['سرمه‌ای', 'سفید', 'قرمز'], price: 38_000_000,
    screen: xdr('۶.۱'), chip: 'Apple A15 Bionic', camera: mp('۱۲'), battery: mAh('۳۲۷۹'), os: ios, fiveG: true,
    popularity: 3, highlight: 'تشخیص تصادف و حالت سینمایی فیلم‌برداری',
  }),
  phone({
    key: 'apple-iphone-13', brand: 'apple', model: 'iPhone 13', ram: '۴ گیگابایت',
    memories: [GB128], colours: ['مشکی', 'صورتی'], price: 33_000_000,
    screen: xdr('۶.۱'), chip: 'Apple A15 Bionic', camera: mp('۱۲'), battery: mAh('۳۲۲۷'), os: ios, fiveG: true,
    popularity: 3, highlight: 'کارایی اثبات‌شده و قیمت مناسب‌تر',
  }),
];
