import 'server-only';
import { GB128, GB256, GB512, GB64 } from './attributes';
import { phone } from './product-kinds';
import type { ProductDef } from './product-kinds';

const mAh = (n: string) => `${n} میلی‌آمپر ساعت`;
const mp = (n: string) => `${n} مگاپیکسل`;
const amoled = (size: string) => `${size} اینچ AMOLED`;
const lcd = (size: string) => `${size} اینچ IPS LCD`;
const hyperOs = 'Android 14 (HyperOS)';

export const xiaomiPhones: readonly ProductDef[] = [
  phone({
    key: 'xiaomi-14t-pro', brand: 'xiaomi', model: '14T Pro 5G', ram: '۱۲ گیگابایت', memories: [GB256, GB512],
    colours: ['مشکی', 'آبی'], price: 45_000_000, screen: amoled('۶.۶۷'), chip: 'MediaTek Dimensity 9300 Plus',
    camera: `${mp('۵۰')} لایکا`, battery: mAh('۵۰۰۰'), os: hyperOs, fiveG: true, popularity: 3,
    highlight: 'لنزهای لایکا و شارژ سریع ۱۲۰ وات',
  }),
  phone({
    key: 'xiaomi-14t', brand: 'xiaomi', model: '14T 5G', ram: '۱۲ گیگابایت', memories: [GB256, GB512],
    colours: ['خاکستری', 'آبی'], price: 34_000_000, screen: amoled('۶.۶۷'), chip: 'MediaTek Dimensity 8300 Ultra',
    camera: `${mp('۵۰')} لایکا`, battery: mAh('۵۰۰۰'), os: hyperOs, fiveG: true, highlight: 'دوربین لایکا و صفحه ۱۴۴ هرتز',
  }),
  phone({
    key: 'xiaomi-redmi-note-14-pro-plus', brand: 'xiaomi', model: 'Redmi Note 14 Pro Plus 5G', ram: '۱۲ گیگابایت',
    memories: [GB256, GB512], colours: ['بنفش', 'مشکی'], price: 27_000_000, screen: amoled('۶.۶۷'),
    chip: 'Snapdragon 7s Gen 3', camera: mp('۲۰۰'), battery: mAh('۵۱۱۰'), os: hyperOs, fiveG: true, popularity: 4,
    highlight: 'دوربین ۲۰۰ مگاپیکسلی و شارژ ۱۲۰ وات',
  }),
  phone({
    key: 'xiaomi-redmi-note-14-pro', brand: 'xiaomi', model: 'Redmi Note 14 Pro 4G', ram: '۸ گیگابایت',
    memories: [GB256], colours: ['مشکی', 'بنفش', 'سبز'], price: 19_500_000, screen: amoled('۶.۶۷'),
    chip: 'MediaTek Helio G100 Ultra', camera: mp('۲۰۰'), battery: mAh('۵۵۰۰'), os: hyperOs, popularity: 5,
    highlight: 'صفحه نمایش خمیده و مقاومت IP64',
  }),
  phone({
    key: 'xiaomi-redmi-note-14', brand: 'xiaomi', model: 'Redmi Note 14 4G', ram: '۸ گیگابایت',
    memories: [GB128, GB256], colours: ['مشکی', 'آبی', 'سبز'], price: 13_400_000, screen: amoled('۶.۶۷'),
    chip: 'MediaTek Helio G99 Ultra', camera: mp('۱۰۸'), battery: mAh('۵۵۰۰'), os: hyperOs, popularity: 5,
    highlight: 'دوربین ۱۰۸ مگاپیکسلی و صفحه ۱۲۰ هرتز',
  }),
  phone({
    key: 'xiaomi-redmi-14c', brand: 'xiaomi', model: 'Redmi 14C', ram: '۴ گیگابایت', memories: [GB128, GB256],
    colours: ['مشکی', 'آبی'], price: 8_300_000, screen: lcd('۶.۸۸'), chip: 'MediaTek Helio G81 Ultra',
    camera: mp('۵۰'), battery: mAh('۵۱۶۰'), os: hyperOs, popularity: 5, highlight: 'صفحه نمایش بزرگ و قیمت اقتصادی',
  }),
  phone({
    key: 'xiaomi-poco-x7-pro', brand: 'xiaomi', model: 'Poco X7 Pro 5G', ram: '۱۲ گیگابایت', memories: [GB256, GB512],
    colours: ['مشکی', 'سبز'], price: 26_000_000, screen: amoled('۶.۶۷'), chip: 'MediaTek Dimensity 8400 Ultra',
    camera: mp('۵۰'), battery: mAh('۶۰۰۰'), os: 'Android 15 (HyperOS 2)', fiveG: true, popularity: 4,
    highlight: 'پردازنده قدرتمند برای گیمینگ و باتری ۶۰۰۰',
  }),
  phone({
    key: 'xiaomi-poco-m6-pro', brand: 'xiaomi', model: 'Poco M6 Pro 4G', ram: '۸ گیگابایت', memories: [GB256],
    colours: ['مشکی', 'بنفش'], price: 14_500_000, screen: amoled('۶.۶۷'), chip: 'MediaTek Helio G99 Ultra',
    camera: mp('۶۴'), battery: mAh('۵۰۰۰'), os: hyperOs, highlight: 'شارژ سریع ۶۷ وات',
  }),
];

export const nokiaPhones: readonly ProductDef[] = [
  phone({
    key: 'nokia-g42', brand: 'nokia', model: 'G42 5G', ram: '۶ گیگابایت', memories: [GB128], colours: ['بنفش', 'خاکستری'],
    price: 9_900_000, screen: lcd('۶.۵۶'), chip: 'Snapdragon 480 Plus', camera: mp('۵۰'), battery: mAh('۵۰۰۰'),
    os: 'Android 13', fiveG: true, popularity: 2, highlight: 'قابلیت تعمیر آسان باتری و صفحه نمایش',
  }),
  phone({
    key: 'nokia-g22', brand: 'nokia', model: 'G22', ram: '۴ گیگابایت', memories: [GB64, GB128], colours: ['آبی', 'خاکستری'],
    price: 8_200_000, screen: lcd('۶.۵'), chip: 'Unisoc T606', camera: mp('۵۰'), battery: mAh('۵۰۵۰'),
    os: 'Android 12', popularity: 2, highlight: 'بدنه بازیافتی و سه سال به‌روزرسانی امنیتی',
  }),
  phone({
    key: 'nokia-c32', brand: 'nokia', model: 'C32', ram: '۴ گیگابایت', memories: [GB64, GB128], colours: ['سبز', 'مشکی'],
    price: 8_000_000, screen: lcd('۶.۵'), chip: 'Unisoc SC9863A', camera: mp('۵۰'), battery: mAh('۵۰۰۰'),
    os: 'Android 13', popularity: 3, highlight: 'پشت شیشه‌ای و باتری دو روزه',
  }),
  phone({
    key: 'nokia-xr21', brand: 'nokia', model: 'XR21 5G', ram: '۶ گیگابایت', memories: [GB128], colours: ['مشکی', 'سبز'],
    price: 19_000_000, screen: lcd('۶.۴۹'), chip: 'Snapdragon 695', camera: mp('۶۴'), battery: mAh('۴۸۰۰'),
    os: 'Android 12', fiveG: true, popularity: 1, soldOut: true,
    highlight: 'بدنه ضد ضربه با استاندارد نظامی MIL-STD-810H',
  }),
];

export const huaweiPhones: readonly ProductDef[] = [
  phone({
    key: 'huawei-nova-12i', brand: 'huawei', model: 'nova 12i', ram: '۸ گیگابایت', memories: [GB128],
    colours: ['مشکی', 'سبز'], price: 11_500_000, screen: lcd('۶.۷'), chip: 'Snapdragon 680', camera: mp('۱۰۸'),
    battery: mAh('۵۰۰۰'), os: 'EMUI 14', highlight: 'شارژ سریع ۴۰ وات',
  }),
  phone({
    key: 'huawei-nova-12-se', brand: 'huawei', model: 'nova 12 SE', ram: '۸ گیگابایت', memories: [GB256],
    colours: ['مشکی', 'سفید'], price: 14_200_000, screen: '۶.۶۷ اینچ OLED', chip: 'Snapdragon 680',
    camera: mp('۱۰۸'), battery: mAh('۴۵۰۰'), os: 'EMUI 14', highlight: 'طراحی باریک و شارژ ۶۶ وات',
  }),
  phone({
    key: 'huawei-nova-y72', brand: 'huawei', model: 'nova Y72', ram: '۸ گیگابایت', memories: [GB128, GB256],
    colours: ['مشکی', 'سفید'], price: 9_300_000, screen: lcd('۶.۷۵'), chip: 'Snapdragon 680', camera: mp('۵۰'),
    battery: mAh('۶۰۰۰'), os: 'EMUI 14', popularity: 2, highlight: 'باتری ۶۰۰۰ و بلندگوی استریو',
  }),
];

export const honorPhones: readonly ProductDef[] = [
  phone({
    key: 'honor-400', brand: 'honor', model: '400 5G', ram: '۱۲ گیگابایت', memories: [GB256, GB512],
    colours: ['مشکی', 'سفید'], price: 30_000_000, screen: amoled('۶.۵۵'), chip: 'Snapdragon 7 Gen 4',
    camera: mp('۲۰۰'), battery: mAh('۵۳۰۰'), os: 'Android 15 (MagicOS 9)', fiveG: true,
    highlight: 'دوربین ۲۰۰ مگاپیکسلی با لرزشگیر اپتیکال',
  }),
  phone({
    key: 'honor-x9c', brand: 'honor', model: 'X9c 5G', ram: '۱۲ گیگابایت', memories: [GB256],
    colours: ['مشکی', 'سبز', 'بنفش'], price: 19_000_000, screen: amoled('۶.۷۸'), chip: 'Snapdragon 6 Gen 1',
    camera: mp('۱۰۸'), battery: mAh('۶۶۰۰'), os: 'Android 14 (MagicOS 8)', fiveG: true, popularity: 4,
    highlight: 'صفحه ضد ضربه و باتری ۶۶۰۰',
  }),
  phone({
    key: 'honor-x8b', brand: 'honor', model: 'X8b', ram: '۸ گیگابایت', memories: [GB256], colours: ['مشکی', 'نقره‌ای'],
    price: 12_900_000, screen: amoled('۶.۷'), chip: 'Snapdragon 680', camera: mp('۱۰۸'), battery: mAh('۴۵۰۰'),
    os: 'Android 13 (MagicOS 7.2)', highlight: 'بدنه سبک و صفحه ۹۰ هرتز',
  }),
  phone({
    key: 'honor-x7c', brand: 'honor', model: 'X7c', ram: '۶ گیگابایت', memories: [GB128, GB256], colours: ['مشکی', 'سبز'],
    price: 9_800_000, screen: lcd('۶.۷۷'), chip: 'Snapdragon 685', camera: mp('۱۰۸'), battery: mAh('۶۰۰۰'),
    os: 'Android 14 (MagicOS 8)', popularity: 4, highlight: 'مقاومت IP64 و باتری ۶۰۰۰',
  }),
];

export const motorolaPhones: readonly ProductDef[] = [
  phone({
    key: 'motorola-edge-50-fusion', brand: 'motorola', model: 'Edge 50 Fusion 5G', ram: '۱۲ گیگابایت',
    memories: [GB256], colours: ['آبی', 'صورتی'], price: 19_500_000, screen: '۶.۷ اینچ pOLED خمیده',
    chip: 'Snapdragon 7s Gen 2', camera: mp('۵۰'), battery: mAh('۵۰۰۰'), os: 'Android 14', fiveG: true,
    highlight: 'صفحه نمایش خمیده و پشت چرمی',
  }),
  phone({
    key: 'motorola-moto-g85', brand: 'motorola', model: 'Moto G85 5G', ram: '۸ گیگابایت', memories: [GB256],
    colours: ['آبی', 'خاکستری'], price: 15_000_000, screen: '۶.۶۷ اینچ pOLED', chip: 'Snapdragon 6s Gen 3',
    camera: mp('۵۰'), battery: mAh('۵۰۰۰'), os: 'Android 14', fiveG: true, highlight: 'بلندگوهای استریو Dolby Atmos',
  }),
  phone({
    key: 'motorola-moto-g55', brand: 'motorola', model: 'Moto G55 5G', ram: '۸ گیگابایت', memories: [GB128, GB256],
    colours: ['سبز', 'خاکستری'], price: 11_000_000, screen: lcd('۶.۴۹'), chip: 'MediaTek Dimensity 7025',
    camera: mp('۵۰'), battery: mAh('۵۰۰۰'), os: 'Android 14', fiveG: true, popularity: 2, highlight: 'رابط کاربری سبک و بدون تبلیغ',
  }),
];

export const realmePhones: readonly ProductDef[] = [
  phone({
    key: 'realme-14-pro-plus', brand: 'realme', model: '14 Pro Plus 5G', ram: '۱۲ گیگابایت', memories: [GB256, GB512],
    colours: ['خاکستری', 'سفید'], price: 24_000_000, screen: '۶.۸۳ اینچ AMOLED خمیده', chip: 'Snapdragon 7s Gen 3',
    camera: mp('۵۰'), battery: mAh('۶۰۰۰'), os: 'Android 15 (Realme UI 6)', fiveG: true,
    highlight: 'پشت تغییر رنگ‌دهنده در سرما و زوم پریسکوپ',
  }),
  phone({
    key: 'realme-14-pro', brand: 'realme', model: '14 Pro 5G', ram: '۸ گیگابایت', memories: [GB256],
    colours: ['سفید', 'خاکستری'], price: 17_500_000, screen: amoled('۶.۷۷'), chip: 'MediaTek Dimensity 7300 Energy',
    camera: mp('۵۰'), battery: mAh('۶۰۰۰'), os: 'Android 15 (Realme UI 6)', fiveG: true, highlight: 'مقاومت IP69 در برابر آب',
  }),
  phone({
    key: 'realme-c75', brand: 'realme', model: 'C75', ram: '۸ گیگابایت', memories: [GB128, GB256], colours: ['مشکی', 'طلایی'],
    price: 10_500_000, screen: lcd('۶.۷۲'), chip: 'MediaTek Helio G92 Max', camera: mp('۵۰'), battery: mAh('۶۰۰۰'),
    os: 'Android 14', popularity: 4, highlight: 'بدنه مقاوم در برابر ضربه و شارژ معکوس',
  }),
  phone({
    key: 'realme-note-60', brand: 'realme', model: 'Note 60', ram: '۴ گیگابایت', memories: [GB64, GB128],
    colours: ['مشکی', 'آبی'], price: 8_000_000, screen: lcd('۶.۷۴'), chip: 'Unisoc T612', camera: mp('۳۲'),
    battery: mAh('۵۰۰۰'), os: 'Android 14', popularity: 3, highlight: 'قاب فلزی و قیمت اقتصادی',
  }),
];
