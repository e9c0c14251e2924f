import 'server-only';

export const COLOUR_ATTRIBUTE = 'رنگ';
export const MEMORY_ATTRIBUTE = 'حافظه داخلی';
export const CAPACITY_ATTRIBUTE = 'ظرفیت';

export const colourDefs = [
  { title: 'مشکی', value: '#111111' },
  { title: 'سفید', value: '#f5f5f5' },
  { title: 'آبی', value: '#1e40af' },
  { title: 'سبز', value: '#15803d' },
  { title: 'بنفش', value: '#7c3aed' },
  { title: 'طلایی', value: '#d4a017' },
  { title: 'نقره‌ای', value: '#c0c0c0' },
  { title: 'خاکستری', value: '#6b7280' },
  { title: 'سرمه‌ای', value: '#1e3a5f' },
  { title: 'صورتی', value: '#f9a8d4' },
  { title: 'قرمز', value: '#dc2626' },
  { title: 'کرم', value: '#efe3c8' },
  { title: 'تیتانیومی', value: '#b8b2a7' },
] as const;

export type Colour = (typeof colourDefs)[number]['title'];

export const GB64 = '۶۴ گیگابایت';
export const GB128 = '۱۲۸ گیگابایت';
export const GB256 = '۲۵۶ گیگابایت';
export const GB512 = '۵۱۲ گیگابایت';
export const TB1 = '۱ ترابایت';
export const memoryValues = [GB64, GB128, GB256, GB512, TB1] as const;
export type Memory = (typeof memoryValues)[number];

export const MAH10K = '۱۰۰۰۰ میلی‌آمپر ساعت';
export const MAH20K = '۲۰۰۰۰ میلی‌آمپر ساعت';
export const MAH24K = '۲۴۰۰۰ میلی‌آمپر ساعت';
export const capacityValues = [MAH10K, MAH20K, MAH24K] as const;
export type Capacity = (typeof capacityValues)[number];

/** Type 1 is a colour (value = hex), type 2 is text (value = the text itself), SPEC §3. */
export const attributeDefs = [
  { title: COLOUR_ATTRIBUTE, type: 1, values: colourDefs.map((c) => ({ title: c.title, value: c.value })) },
  { title: MEMORY_ATTRIBUTE, type: 2, values: memoryValues.map((m) => ({ title: m, value: m })) },
  { title: CAPACITY_ATTRIBUTE, type: 2, values: capacityValues.map((m) => ({ title: m, value: m })) },
] as const;
