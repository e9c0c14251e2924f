import { toPersianDigits } from '@/lib/format/digits';
import { formatTomanWithUnit } from '@/lib/format/money';

// Kept free of zod so the instalments page can show them without zod's runtime.
export const loanMessages = {
  notFound: 'وام یافت نشد',
  notActive: 'این وام فعال نیست',
  paymentNotFound: 'پرداخت یافت نشد',
  alreadyPaid: 'این قسط پیش‌تر پرداخت شده است',
  nothingOwed: 'بدهی‌ای برای پرداخت نمانده است',
  badThrough: 'شماره قسط معتبر نیست',
  amount: 'مبلغ را به درستی وارد کنید',
  amountMin: (min: number) => `کمترین مبلغ پرداخت ${formatTomanWithUnit(min)} است`,
  overpay: (owed: number) => `مبلغ وارد شده از کل بدهی باقی‌مانده (${formatTomanWithUnit(owed)}) بیشتر است`,
  changed: 'مبلغ قابل پرداخت تغییر کرده است؛ مبلغ تازه را ببینید و دوباره پرداخت کنید',
  paymentMethod: 'روش پرداخت را انتخاب کنید',
  mode: 'نوع پرداخت را انتخاب کنید: قسط، مبلغ دلخواه یا تسویه',
  gateway: 'درگاه پرداخت را انتخاب کنید',
  walletShort: 'موجودی کیف پول برای این پرداخت کافی نیست',
  walletEmpty: 'کیف پول شما خالی است',
  reason: 'دلیل ثبت پرداخت در شعبه را بنویسید',
  notOverdueFilter: 'فیلتر معتبر نیست',
  cheque: {
    sayad: 'شناسه صیادی چک باید ۱۶ رقم باشد',
    bank: 'بانک صادرکننده را از فهرست انتخاب کنید',
    date: 'تاریخ چک را به شکل ۱۴۰۴/۰۹/۱۵ وارد کنید',
    numbers: 'اقساطی را که چک پوشش می‌دهد انتخاب کنید',
    duplicate: 'چکی با این شناسه صیادی پیش‌تر ثبت شده است',
    notCheque: 'ضمانت این وام چک نیست',
    unknownNumber: (n: number) => `قسط ${toPersianDigits(n)} در جدول این وام نیست`,
    covered: (n: number) => `قسط ${toPersianDigits(n)} پیش‌تر با چک دیگری پوشش داده شده است`,
    notFound: 'چک یافت نشد',
  },
} as const;

/** The smallest payment of any amount, unless less than that is owed. */
export const LOAN_PAYMENT_MIN = 10_000;

/** Something due within this many days (or overdue) puts a badge on 'اقساط من'. */
export const LOAN_DUE_SOON_DAYS = 7;

/** A request whose prepayment was paid is a loan: running, settled in full, or cancelled with its order. */
export const LOAN_STARTED_STATES = ['active', 'settled', 'cancelled'] as const;
export const isStartedLoan = (state: string) => (LOAN_STARTED_STATES as readonly string[]).includes(state);

export const loanStateTitles = { active: 'فعال', settled: 'تسویه شده', cancelled: 'لغو شده' } as const;
export const instalmentStateTitles = { paid: 'پرداخت شده', due: 'پرداخت نشده', overdue: 'معوق' } as const;
export const loanPaymentModeTitles = { instalments: 'پرداخت قسط', amount: 'پرداخت مبلغ دلخواه', settlement: 'تسویه زودهنگام', branch: 'پرداخت در شعبه' } as const;
export const loanPaymentStatusTitles = { pending: 'در انتظار بانک', paid: 'پرداخت شده', failed: 'ناموفق', refunded: 'بازگشت به کیف پول' } as const;

/** The banks a guarantee cheque may be drawn on (Sayad covers them all). */
export const CHEQUE_BANKS = {
  melli: 'بانک ملی ایران',
  mellat: 'بانک ملت',
  saderat: 'بانک صادرات ایران',
  tejarat: 'بانک تجارت',
  sepah: 'بانک سپه',
  keshavarzi: 'بانک کشاورزی',
  maskan: 'بانک مسکن',
  refah: 'بانک رفاه کارگران',
  postbank: 'پست بانک ایران',
  edbi: 'بانک توسعه صادرات',
  bim: 'بانک صنعت و معدن',
  tosee: 'بانک توسعه تعاون',
  parsian: 'بانک پارسیان',
  pasargad: 'بانک پاسارگاد',
  saman: 'بانک سامان',
  eghtesad: 'بانک اقتصاد نوین',
  karafarin: 'بانک کارآفرین',
  sina: 'بانک سینا',
  shahr: 'بانک شهر',
  dey: 'بانک دی',
  sarmayeh: 'بانک سرمایه',
  ayandeh: 'بانک آینده',
  gardeshgari: 'بانک گردشگری',
  iranzamin: 'بانک ایران زمین',
  khavarmianeh: 'بانک خاورمیانه',
  mehr: 'بانک قرض‌الحسنه مهر ایران',
  resalat: 'بانک قرض‌الحسنه رسالت',
} as const;
export type ChequeBank = keyof typeof CHEQUE_BANKS;
