import 'server-only';
import type { SpecRow } from '@/lib/server/db/schema/types';
import { CAPACITY_ATTRIBUTE, MEMORY_ATTRIBUTE } from './attributes';
import type { Capacity, Colour, Memory } from './attributes';
import { brandDefs } from './brands';

export type ProductKind = 'phone' | 'tablet' | 'laptop' | 'audio' | 'watch' | 'accessory' | 'speaker';

export type ProductDef = {
  /** Slug and the key other demo data (bundles, banners) refer to; unique. */
  key: string;
  kind: ProductKind;
  category: string;
  brand: string | null;
  title: string;
  titleEn: string;
  /** List price of the first (smallest) variant in toman. */
  price: number;
  /** Price factor per step of memory or capacity. */
  step: number;
  colours: readonly Colour[];
  memories: readonly string[];
  memoryAttribute: string;
  summary: string;
  description: string;
  specs: SpecRow[];
  /** 1 (niche) to 5 (best seller): scales soldCount. */
  popularity: number;
  soldOut: boolean;
};

type Common = {
  key: string;
  brand: string;
  model: string;
  colours: readonly Colour[];
  price: number;
  highlight: string;
  popularity?: number;
  soldOut?: boolean;
};

function brandTitle(slug: string): { fa: string; en: string } {
  const brand = brandDefs.find((b) => b.slug === slug);
  if (!brand) throw new Error(`unknown demo brand ${slug}`);
  return { fa: brand.title, en: brand.titleEn };
}

const spec = (group: string, title: string, value: string): SpecRow => ({ group, title, value });
const capacityPart = (memories: readonly string[]) => (memories.length === 1 ? ` ظرفیت ${memories[0]}` : '');
const warranty = 'این کالا با ضمانت اصالت و گارانتی ۱۸ ماهه عرضه می‌شود و امکان خرید اقساطی آن وجود دارد.';

function base(c: Common, kind: ProductKind, category: string, title: string) {
  const b = brandTitle(c.brand);
  return {
    key: c.key,
    kind,
    category,
    brand: c.brand,
    title,
    titleEn: `${b.en} ${c.model}`,
    price: c.price,
    colours: c.colours,
    popularity: c.popularity ?? 3,
    soldOut: c.soldOut ?? false,
  };
}

type PhoneInput = Common & {
  sim?: 1 | 2;
  ram: string;
  memories: readonly Memory[];
  screen: string;
  chip: string;
  camera: string;
  battery: string;
  os: string;
  fiveG?: boolean;
};

export function phone(p: PhoneInput): ProductDef {
  const b = brandTitle(p.brand);
  const sim = p.sim === 1 ? 'تک سیم کارت' : 'دو سیم کارت';
  const title = `گوشی موبایل ${b.fa} مدل ${p.model} ${sim}${capacityPart(p.memories)} رم ${p.ram}`;
  return {
    ...base(p, 'phone', `mobile-${p.brand}`, title),
    step: 1.14,
    memories: p.memories,
    memoryAttribute: MEMORY_ATTRIBUTE,
    summary: `${p.model} از گوشی‌های ${b.fa} با ${p.highlight} و باتری ${p.battery}.`,
    description:
      `${b.fa} ${p.model} با صفحه نمایش ${p.screen} و تراشه ${p.chip} برای کارهای روزمره، شبکه‌های اجتماعی و بازی ساخته شده است. ` +
      `دوربین اصلی ${p.camera} آن در نور روز و شب عکس‌های پرجزئیات ثبت می‌کند و ${p.highlight} از ویژگی‌های شاخص آن است. ` +
      `باتری ${p.battery} یک روز کامل کار را پشتیبانی می‌کند. ${warranty}`,
    specs: [
      spec('صفحه نمایش', 'اندازه و فناوری', p.screen),
      spec('پردازنده', 'تراشه', p.chip),
      spec('حافظه', 'حافظه رم', p.ram),
      spec('حافظه', 'حافظه داخلی', p.memories.join('، ')),
      spec('دوربین', 'دوربین اصلی', p.camera),
      spec('باتری', 'ظرفیت باتری', p.battery),
      spec('ارتباطات', 'شبکه', p.fiveG ? '2G، 3G، 4G، 5G' : '2G، 3G، 4G'),
      spec('ارتباطات', 'تعداد سیم کارت', sim),
      spec('سیستم عامل', 'نسخه', p.os),
    ],
  };
}

type TabletInput = Common & {
  ram: string;
  memories: readonly Memory[];
  screen: string;
  chip: string;
  battery: string;
  os: string;
  cellular?: boolean;
};

export function tablet(p: TabletInput): ProductDef {
  const b = brandTitle(p.brand);
  const title = `تبلت ${b.fa} مدل ${p.model} ${p.cellular ? 'LTE' : 'Wi-Fi'}${capacityPart(p.memories)} رم ${p.ram}`;
  return {
    ...base(p, 'tablet', 'tablet', title),
    step: 1.15,
    memories: p.memories,
    memoryAttribute: MEMORY_ATTRIBUTE,
    summary: `تبلت ${p.model} با صفحه نمایش ${p.screen} و ${p.highlight}.`,
    description:
      `${b.fa} ${p.model} برای تماشای فیلم، کلاس آنلاین و کارهای اداری سبک انتخاب مناسبی است. ` +
      `صفحه نمایش ${p.screen} و تراشه ${p.chip} تجربه‌ای روان فراهم می‌کنند و ${p.highlight} آن را از رقبا متمایز می‌کند. ${warranty}`,
    specs: [
      spec('صفحه نمایش', 'اندازه و فناوری', p.screen),
      spec('پردازنده', 'تراشه', p.chip),
      spec('حافظه', 'حافظه رم', p.ram),
      spec('حافظه', 'حافظه داخلی', p.memories.join('، ')),
      spec('باتری', 'ظرفیت باتری', p.battery),
      spec('ارتباطات', 'اتصال به شبکه موبایل', p.cellular ? 'دارد' : 'ندارد'),
      spec('سیستم عامل', 'نسخه', p.os),
    ],
  };
}

type LaptopInput = Common & {
  size: string;
  cpu: string;
  ram: string;
  gpu: string;
  screen: string;
  memories: readonly Memory[];
  weight: string;
  os: string;
};

export function laptop(p: LaptopInput): ProductDef {
  const b = brandTitle(p.brand);
  const title = `لپ‌تاپ ${p.size} اینچی ${b.fa} مدل ${p.model}${capacityPart(p.memories)} رم ${p.ram}`;
  return {
    ...base(p, 'laptop', 'laptop', title),
    step: 1.12,
    memories: p.memories,
    memoryAttribute: MEMORY_ATTRIBUTE,
    summary: `لپ‌تاپ ${p.model} با پردازنده ${p.cpu} و ${p.highlight}.`,
    description:
      `${b.fa} ${p.model} با پردازنده ${p.cpu}، ${p.ram} رم و گرافیک ${p.gpu} از پس برنامه‌نویسی، طراحی و کارهای دانشگاهی برمی‌آید. ` +
      `صفحه نمایش ${p.screen} و وزن ${p.weight} آن را برای استفاده روزانه مناسب کرده است. ${warranty}`,
    specs: [
      spec('پردازنده', 'مدل پردازنده', p.cpu),
      spec('حافظه', 'حافظه رم', p.ram),
      spec('حافظه', 'حافظه داخلی', `${p.memories.join('، ')} SSD`),
      spec('گرافیک', 'پردازنده گرافیکی', p.gpu),
      spec('صفحه نمایش', 'اندازه و کیفیت', p.screen),
      spec('مشخصات کلی', 'وزن', p.weight),
      spec('سیستم عامل', 'نسخه', p.os),
    ],
  };
}

type AudioInput = Common & { type: string; connection: string; battery: string; anc: boolean; water: string };

export function audio(p: AudioInput): ProductDef {
  const b = brandTitle(p.brand);
  return {
    ...base(p, 'audio', 'headphone', `${p.type} ${b.fa} مدل ${p.model}`),
    step: 1,
    memories: [],
    memoryAttribute: MEMORY_ATTRIBUTE,
    summary: `${p.type} ${p.model} با ${p.highlight} و تا ${p.battery} شارژدهی.`,
    description:
      `${p.type} ${b.fa} ${p.model} صدایی شفاف با بیس قدرتمند دارد و ${p.highlight} تجربه شنیداری آن را کامل می‌کند. ` +
      `اتصال ${p.connection} پایدار است و با یک بار شارژ تا ${p.battery} کار می‌کند. ${warranty}`,
    specs: [
      spec('مشخصات کلی', 'نوع اتصال', p.connection),
      spec('باتری', 'مدت زمان پخش', p.battery),
      spec('ویژگی‌ها', 'حذف نویز فعال', p.anc ? 'دارد' : 'ندارد'),
      spec('ویژگی‌ها', 'مقاومت در برابر آب', p.water),
    ],
  };
}

type WatchInput = Common & { screen: string; battery: string; sensors: string; water: string; os: string };

export function watch(p: WatchInput): ProductDef {
  const b = brandTitle(p.brand);
  return {
    ...base(p, 'watch', 'smartwatch', `ساعت هوشمند ${b.fa} مدل ${p.model}`),
    step: 1,
    memories: [],
    memoryAttribute: MEMORY_ATTRIBUTE,
    summary: `ساعت هوشمند ${p.model} با ${p.highlight} و ${p.battery} شارژدهی.`,
    description:
      `${b.fa} ${p.model} ضربان قلب، اکسیژن خون، خواب و فعالیت‌های ورزشی شما را ثبت می‌کند و ${p.highlight} دارد. ` +
      `صفحه نمایش ${p.screen} زیر نور مستقیم خورشید هم خوانا است. ${warranty}`,
    specs: [
      spec('صفحه نمایش', 'اندازه و فناوری', p.screen),
      spec('باتری', 'شارژدهی', p.battery),
      spec('حسگرها', 'حسگرها', p.sensors),
      spec('ویژگی‌ها', 'مقاومت در برابر آب', p.water),
      spec('سیستم عامل', 'سازگاری', p.os),
    ],
  };
}

type SpeakerInput = Common & { power: string; battery: string; water: string };

export function speaker(p: SpeakerInput): ProductDef {
  const b = brandTitle(p.brand);
  return {
    ...base(p, 'speaker', 'speaker', `اسپیکر بلوتوثی قابل حمل ${b.fa} مدل ${p.model}`),
    step: 1,
    memories: [],
    memoryAttribute: MEMORY_ATTRIBUTE,
    summary: `اسپیکر ${p.model} با توان ${p.power} و ${p.highlight}.`,
    description:
      `اسپیکر ${b.fa} ${p.model} با توان خروجی ${p.power} صدایی بلند و بدون اعوجاج دارد و ${p.highlight} آن را برای سفر و طبیعت‌گردی مناسب می‌کند. ` +
      `باتری آن تا ${p.battery} پخش پیوسته را پشتیبانی می‌کند. ${warranty}`,
    specs: [
      spec('مشخصات کلی', 'توان خروجی', p.power),
      spec('باتری', 'مدت زمان پخش', p.battery),
      spec('ویژگی‌ها', 'مقاومت در برابر آب', p.water),
      spec('مشخصات کلی', 'نوع اتصال', 'بلوتوث ۵.۳'),
    ],
  };
}

type AccessoryInput = Common & {
  category: 'charger-cable' | 'case-glass' | 'powerbank';
  title: string;
  capacities?: readonly Capacity[];
  specs: readonly (readonly [string, string])[];
};

export function accessory(p: AccessoryInput): ProductDef {
  const b = brandTitle(p.brand);
  const capacities = p.capacities ?? [];
  return {
    ...base(p, 'accessory', p.category, `${p.title} ${b.fa} مدل ${p.model}${capacityPart(capacities)}`),
    step: 1.55,
    memories: capacities,
    memoryAttribute: CAPACITY_ATTRIBUTE,
    summary: `${p.title} ${p.model} با ${p.highlight}.`,
    description:
      `${p.title} ${b.fa} ${p.model} با ${p.highlight} ساخته شده و با بیشتر گوشی‌ها و تبلت‌های روز سازگار است. ` +
      `کیفیت ساخت بالا و مواد اولیه مرغوب، عمر طولانی آن را تضمین می‌کند. ${warranty}`,
    specs: p.specs.map(([title, value]) => spec('مشخصات کلی', title, value)),
  };
}
