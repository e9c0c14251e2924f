import 'server-only';
import { MAH10K, MAH20K, MAH24K } from './attributes';
import { accessory, audio, speaker } from './product-kinds';
import type { ProductDef } from './product-kinds';

export const headphones: readonly ProductDef[] = [
  audio({
    key: 'samsung-galaxy-buds3-pro', brand: 'samsung', type: 'هدفون بی‌سیم', model: 'Galaxy Buds3 Pro',
    colours: ['نقره‌ای', 'سفید'], price: 11_500_000, connection: 'بلوتوث ۵.۴', battery: '۳۰ ساعت با کیس', anc: true,
    water: 'IP57', popularity: 4, highlight: 'حذف نویز هوشمند و صدای ۲۴ بیتی',
  }),
  audio({
    key: 'samsung-galaxy-buds-fe', brand: 'samsung', type: 'هدفون بی‌سیم', model: 'Galaxy Buds FE',
    colours: ['مشکی', 'سفید'], price: 4_200_000, connection: 'بلوتوث ۵.۲', battery: '۲۱ ساعت با کیس', anc: true,
    water: 'IPX2', popularity: 5, highlight: 'حذف نویز فعال و بالشتک‌های بال‌دار',
  }),
  audio({
    key: 'apple-airpods-max-usb-c', brand: 'apple', type: 'هدفون بی‌سیم', model: 'AirPods Max USB-C',
    colours: ['مشکی', 'آبی', 'بنفش'], price: 45_000_000, connection: 'بلوتوث ۵.۰', battery: '۲۰ ساعت', anc: true,
    water: 'ندارد', popularity: 2, highlight: 'صدای فضایی و حذف نویز پیشرفته',
  }),
  audio({
    key: 'xiaomi-redmi-buds-6-active', brand: 'xiaomi', type: 'هندزفری بلوتوثی', model: 'Redmi Buds 6 Active',
    colours: ['مشکی', 'سفید', 'آبی'], price: 950_000, connection: 'بلوتوث ۵.۴', battery: '۳۰ ساعت با کیس', anc: false,
    water: 'IPX4', popularity: 5, highlight: 'درایور ۱۴ میلی‌متری و کاهش نویز تماس',
  }),
  audio({
    key: 'anker-soundcore-life-q30', brand: 'anker', type: 'هدفون بی‌سیم', model: 'Soundcore Life Q30',
    colours: ['مشکی', 'آبی', 'صورتی'], price: 4_900_000, connection: 'بلوتوث ۵.۰', battery: '۴۰ ساعت', anc: true,
    water: 'ندارد', highlight: 'حذف نویز چندحالته و صدای Hi-Res',
  }),
  audio({
    key: 'jbl-tune-520bt', brand: 'jbl', type: 'هدفون بی‌سیم', model: 'Tune 520BT',
    colours: ['مشکی', 'آبی', 'سفید', 'بنفش'], price: 2_900_000, connection: 'بلوتوث ۵.۳', battery: '۵۷ ساعت', anc: false,
    water: 'ندارد', popularity: 4, highlight: 'صدای JBL Pure Bass و شارژدهی طولانی',
  }),
  audio({
    key: 'haylou-gt7', brand: 'haylou', type: 'هندزفری بلوتوثی', model: 'GT7',
    colours: ['مشکی', 'سفید'], price: 650_000, connection: 'بلوتوث ۵.۲', battery: '۲۰ ساعت با کیس', anc: false,
    water: 'IPX4', popularity: 5, highlight: 'حالت بازی با تأخیر کم',
  }),
];

export const speakers: readonly ProductDef[] = [
  speaker({
    key: 'jbl-flip-6', brand: 'jbl', model: 'Flip 6', colours: ['مشکی', 'آبی', 'قرمز'], price: 7_200_000,
    power: '۳۰ وات', battery: '۱۲ ساعت', water: 'IP67', popularity: 4, highlight: 'بدنه ضد آب و گرد و غبار IP67',
  }),
  speaker({
    key: 'jbl-go-4', brand: 'jbl', model: 'Go 4', colours: ['مشکی', 'آبی', 'قرمز', 'صورتی'], price: 2_600_000,
    power: '۴.۲ وات', battery: '۷ ساعت', water: 'IP67', popularity: 5, highlight: 'ابعاد جیبی و قابلیت Auracast',
  }),
  speaker({
    key: 'jbl-charge-5', brand: 'jbl', model: 'Charge 5', colours: ['مشکی', 'آبی', 'قرمز'], price: 9_800_000,
    power: '۴۰ وات', battery: '۲۰ ساعت', water: 'IP67', highlight: 'پاوربانک داخلی برای شارژ گوشی',
  }),
  speaker({
    key: 'anker-soundcore-2', brand: 'anker', model: 'Soundcore 2', colours: ['مشکی', 'آبی', 'قرمز'], price: 2_200_000,
    power: '۱۲ وات', battery: '۲۴ ساعت', water: 'IPX7', popularity: 3, highlight: 'بیس تقویت‌شده BassUp',
  }),
];

export const chargersAndCables: readonly ProductDef[] = [
  accessory({
    key: 'samsung-charger-25w', brand: 'samsung', category: 'charger-cable', title: 'شارژر دیواری', model: 'EP-TA800',
    colours: ['مشکی', 'سفید'], price: 890_000, popularity: 5,
    highlight: 'توان ۲۵ وات و پشتیبانی از Super Fast Charging',
    specs: [['توان خروجی', '۲۵ وات'], ['نوع درگاه', 'USB-C'], ['پروتکل شارژ سریع', 'PD 3.0 و PPS']],
  }),
  accessory({
    key: 'samsung-charger-45w', brand: 'samsung', category: 'charger-cable', title: 'شارژر دیواری', model: 'EP-T4510',
    colours: ['مشکی', 'سفید'], price: 1_650_000, highlight: 'توان ۴۵ وات برای شارژ فوق سریع ۲.۰',
    specs: [['توان خروجی', '۴۵ وات'], ['نوع درگاه', 'USB-C'], ['کابل همراه', 'USB-C به USB-C یک متری']],
  }),
  accessory({
    key: 'anker-nano-20w', brand: 'anker', category: 'charger-cable', title: 'شارژر دیواری', model: 'Nano 20W A2633',
    colours: ['سفید', 'مشکی', 'آبی'], price: 1_100_000, popularity: 4,
    highlight: 'ابعاد بسیار کوچک و توان ۲۰ وات مناسب آیفون',
    specs: [['توان خروجی', '۲۰ وات'], ['نوع درگاه', 'USB-C'], ['پروتکل شارژ سریع', 'Power Delivery']],
  }),
  accessory({
    key: 'anker-prime-65w', brand: 'anker', category: 'charger-cable', title: 'شارژر دیواری', model: 'Prime 65W GaN',
    colours: ['مشکی', 'سفید'], price: 3_400_000, highlight: 'فناوری GaN و سه درگاه برای لپ‌تاپ و گوشی',
    specs: [['توان خروجی', '۶۵ وات'], ['تعداد درگاه', 'دو USB-C و یک USB-A'], ['فناوری', 'GaN']],
  }),
  accessory({
    key: 'baseus-cable-100w', brand: 'baseus', category: 'charger-cable', title: 'کابل USB-C به USB-C',
    model: 'CoolPlay 100W', colours: ['مشکی', 'سفید'], price: 390_000, popularity: 5,
    highlight: 'توان ۱۰۰ وات و روکش کنفی مقاوم',
    specs: [['طول کابل', '۱ متر'], ['حداکثر توان', '۱۰۰ وات'], ['جنس روکش', 'کنفی']],
  }),
  accessory({
    key: 'xiaomi-charger-67w', brand: 'xiaomi', category: 'charger-cable', title: 'شارژر دیواری', model: '67W HyperCharge',
    colours: ['سفید', 'مشکی'], price: 1_450_000, highlight: 'شارژ کامل گوشی‌های شیائومی در حدود ۴۰ دقیقه',
    specs: [['توان خروجی', '۶۷ وات'], ['نوع درگاه', 'USB-A'], ['کابل همراه', 'USB-A به USB-C']],
  }),
];

export const casesAndGlass: readonly ProductDef[] = [
  accessory({
    key: 'samsung-silicone-case-a55', brand: 'samsung', category: 'case-glass', title: 'قاب سیلیکونی',
    model: 'Silicone Case Galaxy A55', colours: ['مشکی', 'آبی', 'سبز'], price: 650_000,
    highlight: 'روکش داخلی میکروفایبر و پوشش کامل لبه‌ها',
    specs: [['جنس', 'سیلیکون'], ['سازگاری', 'Galaxy A55'], ['محافظت از دوربین', 'دارد']],
  }),
  accessory({
    key: 'samsung-grip-case-s25-ultra', brand: 'samsung', category: 'case-glass', title: 'قاب محافظ',
    model: 'Standing Grip Case Galaxy S25 Ultra', colours: ['مشکی', 'سفید', 'آبی'], price: 2_800_000,
    highlight: 'بند نگهدارنده و پایه ایستاده',
    specs: [['جنس', 'پلی‌کربنات و سیلیکون'], ['سازگاری', 'Galaxy S25 Ultra'], ['پایه', 'دارد']],
  }),
  accessory({
    key: 'apple-silicone-case-16-pro', brand: 'apple', category: 'case-glass', title: 'قاب سیلیکونی',
    model: 'MagSafe Silicone Case iPhone 16 Pro', colours: ['مشکی', 'آبی', 'صورتی', 'سبز'], price: 3_900_000,
    popularity: 4, highlight: 'پشتیبانی از شارژر MagSafe',
    specs: [['جنس', 'سیلیکون'], ['سازگاری', 'iPhone 16 Pro'], ['MagSafe', 'دارد']],
  }),
  accessory({
    key: 'xiaomi-case-redmi-note-14-pro', brand: 'xiaomi', category: 'case-glass', title: 'قاب محافظ',
    model: 'Protective Case Redmi Note 14 Pro', colours: ['مشکی', 'آبی'], price: 450_000, popularity: 4,
    highlight: 'لبه‌های برجسته برای محافظت از صفحه و دوربین',
    specs: [['جنس', 'TPU'], ['سازگاری', 'Redmi Note 14 Pro'], ['محافظت از دوربین', 'دارد']],
  }),
];

export const powerbanks: readonly ProductDef[] = [
  accessory({
    key: 'anker-powercore-essential', brand: 'anker', category: 'powerbank', title: 'پاوربانک',
    model: 'PowerCore Essential PD', capacities: [MAH10K, MAH20K], colours: ['مشکی', 'سفید'], price: 1_900_000,
    highlight: 'خروجی USB-C با شارژ سریع ۲۰ وات',
    specs: [['خروجی', 'USB-C و USB-A'], ['توان خروجی', '۲۰ وات'], ['ورودی', 'USB-C']],
  }),
  accessory({
    key: 'xiaomi-redmi-power-bank-18w', brand: 'xiaomi', category: 'powerbank', title: 'پاوربانک',
    model: 'Redmi Power Bank 18W', capacities: [MAH10K, MAH20K], colours: ['مشکی', 'آبی'], price: 1_050_000,
    popularity: 5, highlight: 'شارژ هم‌زمان دو دستگاه و شارژ سریع ۱۸ وات',
    specs: [['خروجی', 'دو USB-A'], ['توان خروجی', '۱۸ وات'], ['ورودی', 'USB-C و Micro USB']],
  }),
  accessory({
    key: 'baseus-blade-hd-100w', brand: 'baseus', category: 'powerbank', title: 'پاوربانک', model: 'Blade HD 100W',
    capacities: [MAH20K], colours: ['مشکی', 'خاکستری'], price: 4_600_000,
    highlight: 'بدنه باریک و توان ۱۰۰ وات برای شارژ لپ‌تاپ',
    specs: [['خروجی', 'دو USB-C و یک USB-A'], ['توان خروجی', '۱۰۰ وات'], ['نمایشگر', 'دیجیتال']],
  }),
  accessory({
    key: 'anker-737-powercore-24k', brand: 'anker', category: 'powerbank', title: 'پاوربانک', model: '737 PowerCore 24K',
    capacities: [MAH24K], colours: ['مشکی', 'خاکستری'], price: 4_950_000, popularity: 2,
    highlight: 'توان ۱۴۰ وات و نمایشگر هوشمند',
    specs: [['خروجی', 'دو USB-C و یک USB-A'], ['توان خروجی', '۱۴۰ وات'], ['نمایشگر', 'هوشمند']],
  }),
];
