import 'server-only';

export type InsuranceDef = {
  key: 'full' | 'screen' | 'theft';
  title: string;
  company: string;
  coverage: string;
  termsAndConditions: string;
  ratePerMille: number;
  minPrice: number;
  discountPercent: number;
  months: number;
  hue: number;
};

const list = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

const commonTerms = [
  'بیمه‌نامه حداکثر ۷ روز پس از تحویل کالا صادر و از طریق پیامک برای شما ارسال می‌شود.',
  'برای اعلام خسارت، حداکثر ظرف ۷ روز از وقوع حادثه با مرکز پشتیبانی تماس بگیرید.',
  'گوشی باید هنگام خرید سالم باشد و شماره سریال آن با بیمه‌نامه یکسان باشد.',
];

export const insuranceDefs: readonly InsuranceDef[] = [
  {
    key: 'full',
    title: 'بیمه بدنه موبایل کامل',
    company: 'بیمه سامان',
    coverage: list([
      'شکستگی صفحه نمایش و قاب پشتی',
      'آسیب ناشی از سقوط و ضربه',
      'آسیب ناشی از نفوذ آب و مایعات',
      'آتش‌سوزی، صاعقه و نوسان برق',
      'سرقت همراه با آثار جرم',
    ]),
    termsAndConditions: list([
      ...commonTerms,
      'فرانشیز هر خسارت ۱۰ درصد مبلغ خسارت و حداقل ۵۰۰ هزار تومان است.',
      'حداکثر دو بار خسارت در طول مدت بیمه‌نامه پرداخت می‌شود.',
    ]),
    ratePerMille: 25,
    minPrice: 450_000,
    discountPercent: 0,
    months: 12,
    hue: 200,
  },
  {
    key: 'screen',
    title: 'بیمه شکست صفحه نمایش',
    company: 'بیمه پاسارگاد',
    coverage: list(['شکستگی و ترک صفحه نمایش', 'از کار افتادن لمسی در اثر ضربه', 'تعویض صفحه با قطعه اصلی']),
    termsAndConditions: list([...commonTerms, 'فرانشیز هر خسارت ۱۵ درصد مبلغ خسارت است.', 'خسارت فقط یک بار پرداخت می‌شود.']),
    ratePerMille: 15,
    minPrice: 250_000,
    discountPercent: 10,
    months: 12,
    hue: 150,
  },
  {
    key: 'theft',
    title: 'بیمه سرقت و آتش‌سوزی',
    company: 'بیمه پارسیان',
    coverage: list(['سرقت همراه با آثار جرم و گزارش نیروی انتظامی', 'آتش‌سوزی، انفجار و صاعقه', 'آسیب ناشی از بلایای طبیعی']),
    termsAndConditions: list([...commonTerms, 'ارائه گزارش رسمی کلانتری برای خسارت سرقت الزامی است.']),
    ratePerMille: 12,
    minPrice: 200_000,
    discountPercent: 0,
    months: 12,
    hue: 15,
  },
];

/** One brand's phones sell only with this plan (SPEC §5 "Forced insurance cannot be unchecked"). */
export const forcedInsurance = { brand: 'apple', plan: 'full' } as const;
