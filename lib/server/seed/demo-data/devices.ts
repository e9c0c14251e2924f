import 'server-only';
import { GB128, GB256, GB512, GB64, TB1 } from './attributes';
import { laptop, tablet, watch } from './product-kinds';
import type { ProductDef } from './product-kinds';

const mAh = (n: string) => `${n} میلی‌آمپر ساعت`;

export const tablets: readonly ProductDef[] = [
  tablet({
    key: 'samsung-galaxy-tab-s10-fe', brand: 'samsung', model: 'Galaxy Tab S10 FE', ram: '۸ گیگابایت',
    memories: [GB128, GB256], colours: ['خاکستری', 'نقره‌ای', 'آبی'], price: 28_000_000,
    screen: '۱۰.۹ اینچ LCD ۹۰ هرتز', chip: 'Exynos 1580', battery: mAh('۸۰۰۰'), os: 'Android 15 (One UI 7)',
    highlight: 'قلم S Pen همراه و مقاومت IP68',
  }),
  tablet({
    key: 'samsung-galaxy-tab-a9-plus', brand: 'samsung', model: 'Galaxy Tab A9 Plus', ram: '۴ گیگابایت',
    memories: [GB64, GB128], colours: ['خاکستری', 'نقره‌ای'], price: 12_500_000, screen: '۱۱ اینچ LCD ۹۰ هرتز',
    chip: 'Snapdragon 695', battery: mAh('۷۰۴۰'), os: 'Android 14 (One UI 6)', popularity: 5,
    highlight: 'چهار بلندگو با Dolby Atmos',
  }),
  tablet({
    key: 'apple-ipad-11-a16', brand: 'apple', model: 'iPad 11 A16', ram: '۶ گیگابایت', memories: [GB128, GB256],
    colours: ['نقره‌ای', 'آبی', 'صورتی'], price: 36_000_000, screen: '۱۱ اینچ Liquid Retina', chip: 'Apple A16',
    battery: mAh('۷۶۰۶'), os: 'iPadOS 18', popularity: 4, highlight: 'پشتیبانی از Apple Pencil و Magic Keyboard',
  }),
  tablet({
    key: 'apple-ipad-air-11-m2', brand: 'apple', model: 'iPad Air 11 M2', ram: '۸ گیگابایت', memories: [GB128, GB256],
    colours: ['خاکستری', 'آبی', 'بنفش'], price: 52_000_000, screen: '۱۱ اینچ Liquid Retina', chip: 'Apple M2',
    battery: mAh('۷۶۰۶'), os: 'iPadOS 18', highlight: 'تراشه M2 و پشتیبانی از Apple Pencil Pro',
  }),
  tablet({
    key: 'xiaomi-pad-7', brand: 'xiaomi', model: 'Pad 7', ram: '۸ گیگابایت', memories: [GB128, GB256],
    colours: ['خاکستری', 'آبی'], price: 23_000_000, screen: '۱۱.۲ اینچ LCD ۱۴۴ هرتز', chip: 'Snapdragon 7 Plus Gen 3',
    battery: mAh('۸۸۵۰'), os: 'Android 15 (HyperOS 2)', highlight: 'صفحه ۳.۲K و شارژ ۴۵ وات',
  }),
  tablet({
    key: 'xiaomi-redmi-pad-se', brand: 'xiaomi', model: 'Redmi Pad SE', ram: '۶ گیگابایت', memories: [GB128],
    colours: ['خاکستری', 'سبز', 'بنفش'], price: 9_500_000, screen: '۱۱ اینچ LCD ۹۰ هرتز', chip: 'Snapdragon 680',
    battery: mAh('۸۰۰۰'), os: 'Android 14 (HyperOS)', popularity: 5, highlight: 'چهار بلندگو و قیمت مناسب',
  }),
  tablet({
    key: 'lenovo-tab-m11', brand: 'lenovo', model: 'Tab M11', ram: '۴ گیگابایت', memories: [GB64, GB128],
    colours: ['خاکستری', 'سبز'], price: 8_900_000, screen: '۱۱ اینچ IPS LCD ۹۰ هرتز', chip: 'MediaTek Helio G88',
    battery: mAh('۷۰۴۰'), os: 'Android 13', cellular: true, highlight: 'قلم Lenovo Tab Pen همراه',
  }),
  tablet({
    key: 'honor-pad-9', brand: 'honor', model: 'Pad 9', ram: '۸ گیگابایت', memories: [GB256],
    colours: ['خاکستری', 'آبی'], price: 16_000_000, screen: '۱۲.۱ اینچ LCD ۱۲۰ هرتز', chip: 'Snapdragon 6 Gen 1',
    battery: mAh('۸۳۰۰'), os: 'Android 13 (MagicOS 7.2)', popularity: 2, highlight: 'هشت بلندگو و صفحه ۲.۵K',
  }),
];

const windows = 'Windows 11';

export const laptops: readonly ProductDef[] = [
  laptop({
    key: 'asus-vivobook-15-x1504va', brand: 'asus', model: 'Vivobook 15 X1504VA', size: '۱۵.۶', cpu: 'Intel Core i5-1335U',
    ram: '۱۶ گیگابایت', gpu: 'Intel Iris Xe', screen: '۱۵.۶ اینچ Full HD', memories: [GB512, TB1],
    colours: ['نقره‌ای', 'سرمه‌ای'], price: 38_000_000, weight: '۱.۷ کیلوگرم', os: windows, popularity: 4,
    highlight: 'لولای ۱۸۰ درجه و صفحه ضد انعکاس',
  }),
  laptop({
    key: 'asus-tuf-gaming-f15', brand: 'asus', model: 'TUF Gaming F15 FX507ZC4', size: '۱۵.۶', cpu: 'Intel Core i5-12500H',
    ram: '۱۶ گیگابایت', gpu: 'NVIDIA GeForce RTX 3050 4GB', screen: '۱۵.۶ اینچ Full HD ۱۴۴ هرتز',
    memories: [GB512, TB1], colours: ['خاکستری', 'مشکی'], price: 58_000_000, weight: '۲.۲ کیلوگرم', os: windows,
    highlight: 'کارت گرافیک RTX و خنک‌کننده دوفنه',
  }),
  laptop({
    key: 'lenovo-ideapad-slim-3', brand: 'lenovo', model: 'IdeaPad Slim 3 15IRH8', size: '۱۵.۶', cpu: 'Intel Core i7-13620H',
    ram: '۱۶ گیگابایت', gpu: 'Intel UHD Graphics', screen: '۱۵.۶ اینچ Full HD IPS', memories: [GB512, TB1],
    colours: ['خاکستری', 'آبی'], price: 45_000_000, weight: '۱.۶ کیلوگرم', os: windows, popularity: 4,
    highlight: 'بدنه باریک و وبکم با شاتر حریم خصوصی',
  }),
  laptop({
    key: 'lenovo-loq-15', brand: 'lenovo', model: 'LOQ 15IAX9', size: '۱۵.۶', cpu: 'Intel Core i5-12450HX',
    ram: '۱۶ گیگابایت', gpu: 'NVIDIA GeForce RTX 4050 6GB', screen: '۱۵.۶ اینچ Full HD ۱۴۴ هرتز',
    memories: [GB512, TB1], colours: ['خاکستری', 'مشکی'], price: 68_000_000, weight: '۲.۴ کیلوگرم', os: windows,
    highlight: 'کارت گرافیک RTX 4050 برای بازی و رندر',
  }),
  laptop({
    key: 'apple-macbook-air-13-m3', brand: 'apple', model: 'MacBook Air 13 M3', size: '۱۳.۶', cpu: 'Apple M3',
    ram: '۱۶ گیگابایت', gpu: 'گرافیک ۸ هسته‌ای', screen: '۱۳.۶ اینچ Liquid Retina', memories: [GB256, GB512],
    colours: ['نقره‌ای', 'خاکستری', 'کرم'], price: 85_000_000, weight: '۱.۲۴ کیلوگرم', os: 'macOS Sequoia',
    popularity: 3, highlight: 'بدنه بدون فن و ۱۸ ساعت شارژدهی',
  }),
  laptop({
    key: 'huawei-matebook-d16', brand: 'huawei', model: 'MateBook D 16', size: '۱۶', cpu: 'Intel Core i5-12450H',
    ram: '۱۶ گیگابایت', gpu: 'Intel UHD Graphics', screen: '۱۶ اینچ IPS با نسبت ۱۶:۱۰', memories: [GB512],
    colours: ['خاکستری', 'نقره‌ای'], price: 42_000_000, weight: '۱.۷ کیلوگرم', os: windows, popularity: 2,
    highlight: 'صفحه بزرگ ۱۶ اینچی و حسگر اثر انگشت',
  }),
];

export const watches: readonly ProductDef[] = [
  watch({
    key: 'samsung-galaxy-watch7', brand: 'samsung', model: 'Galaxy Watch7 44mm', colours: ['سبز', 'نقره‌ای'],
    price: 16_000_000, screen: '۱.۵ اینچ Super AMOLED', battery: 'تا ۴۰ ساعت',
    sensors: 'ضربان قلب، نوار قلب، اکسیژن خون، دمای پوست', water: '5ATM و IP68', os: 'Android',
    highlight: 'پایش خواب و نوار قلب',
  }),
  watch({
    key: 'samsung-galaxy-watch-fe', brand: 'samsung', model: 'Galaxy Watch FE 40mm', colours: ['مشکی', 'صورتی', 'نقره‌ای'],
    price: 8_200_000, screen: '۱.۲ اینچ Super AMOLED', battery: 'تا ۳۰ ساعت',
    sensors: 'ضربان قلب، اکسیژن خون، ترکیب بدن', water: '5ATM', os: 'Android', popularity: 4,
    highlight: 'سنجش ترکیب بدن و شیشه یاقوت کبود',
  }),
  watch({
    key: 'apple-watch-series-10', brand: 'apple', model: 'Watch Series 10 42mm', colours: ['مشکی', 'نقره‌ای', 'طلایی'],
    price: 32_000_000, screen: '۱.۶۵ اینچ LTPO3 OLED', battery: 'تا ۱۸ ساعت',
    sensors: 'ضربان قلب، نوار قلب، اکسیژن خون، دمای بدن', water: 'WR50', os: 'iOS', popularity: 4,
    highlight: 'تشخیص آپنه خواب و بدنه باریک',
  }),
  watch({
    key: 'xiaomi-redmi-watch-5-active', brand: 'xiaomi', model: 'Redmi Watch 5 Active', colours: ['مشکی', 'نقره‌ای'],
    price: 2_400_000, screen: '۲ اینچ LCD', battery: 'تا ۱۸ روز', sensors: 'ضربان قلب، اکسیژن خون',
    water: '5ATM', os: 'Android و iOS', popularity: 5, highlight: 'قابلیت مکالمه بلوتوثی',
  }),
  watch({
    key: 'huawei-watch-fit-3', brand: 'huawei', model: 'Watch Fit 3', colours: ['مشکی', 'سفید', 'صورتی'],
    price: 7_500_000, screen: '۱.۸۲ اینچ AMOLED', battery: 'تا ۱۰ روز', sensors: 'ضربان قلب، اکسیژن خون، استرس',
    water: '5ATM', os: 'Android و iOS', highlight: 'بدنه آلومینیومی سبک',
  }),
  watch({
    key: 'haylou-solar-plus-rt3', brand: 'haylou', model: 'Solar Plus RT3', colours: ['مشکی', 'نقره‌ای'],
    price: 2_100_000, screen: '۱.۴۳ اینچ AMOLED', battery: 'تا ۱۰ روز', sensors: 'ضربان قلب، اکسیژن خون',
    water: 'IP68', os: 'Android و iOS', popularity: 4, highlight: 'مکالمه بلوتوثی و صفحه همیشه روشن',
  }),
];
