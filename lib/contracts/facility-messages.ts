// Kept zod-free so client components can show them without zod's runtime.
import { toPersianDigits } from '@/lib/format/digits';

export const facilityMessages = {
  saved: 'با موفقیت ثبت  شد',
  plan: 'طرح اقساطی را انتخاب کنید',
  unknownPlan: 'طرح انتخابی یافت نشد',
  planNotForBasket: 'این طرح برای کالاهای سبد خرید شما قابل استفاده نیست',
  emptyBasket: 'سبد خرید شما خالی است',
  amount: 'مبلغ را به درستی وارد کنید',
  requestId: 'درخواست یافت نشد',
  step: 'مرحله درخواست نامعتبر است',
  stepLocked: 'ابتدا مراحل قبلی را کامل کنید',
  closed: 'این درخواست دیگر قابل ویرایش نیست',
  job: 'شغل خود را وارد کنید',
  income: 'درآمد ماهانه را به درستی وارد کنید',
  birthDate: 'تاریخ تولد را انتخاب کنید',
  guaranteeType: 'نوع ضمانت را انتخاب کنید',
  documentKind: 'نوع مدرک نامعتبر است',
  documentsMissing: 'همه مدارک لازم را بارگذاری کنید',
  file: 'فایل را انتخاب کنید',
  fileType: 'فقط فایل‌های JPEG، PNG یا PDF پذیرفته می‌شوند',
  fileTooLarge: 'حجم فایل بیش از حد مجاز است',
  tooManyFiles: (max: number) => `حداکثر ${toPersianDigits(max)} فایل می‌توانید در حساب خود نگه دارید؛ مدارک درخواست‌های ناتمام را جایگزین کنید`,
  tooManyBytes: (mb: number) => `حجم فایل‌های حساب شما از ${toPersianDigits(mb)} مگابایت بیشتر می‌شود؛ فایل کم‌حجم‌تری بفرستید`,
  tooManyDrafts: (max: number) => `شما ${toPersianDigits(max)} درخواست ناتمام دارید؛ پیش از ثبت درخواست تازه یکی از آن‌ها را تکمیل کنید`,
  creditRejected: 'نتیجه اعتبارسنجی برای این مبلغ کافی نیست',
  branch: 'شعبه را انتخاب کنید',
  meetDateTime: 'تاریخ نوبت را انتخاب کنید',
  outOfWindow: 'تاریخ انتخابی خارج از بازه مجاز است',
  holiday: 'این روز تعطیل است',
  full: 'ظرفیت این روز تکمیل شده است',
  decision: 'تصمیم نامعتبر است',
  missedTooEarly: 'نیامدن متقاضی را تنها از روز نوبت به بعد می‌توان ثبت کرد',
  notBooked: 'این درخواست نوبت رزروشده‌ای ندارد که حضور یا غیبت در آن ثبت شود',
  reuploadKinds: 'دست‌کم یکی از مدارک درخواست را انتخاب کنید',
  reuploadMessage: 'پیامی برای متقاضی بنویسید (۵ تا ۵۰۰ حرف)',
  reuploadState: 'بارگذاری دوباره تنها برای درخواستی که در انتظار بررسی است خواسته می‌شود',
  reuploadNotInRequest: 'این مدرک در مدارک این درخواست نیست',
  reuploadPending: 'متقاضی هنوز مدارک خواسته‌شده را دوباره بارگذاری نکرده است',
  reason: 'دلیل رد درخواست را بنویسید',
  notSubmitted: 'این درخواست هنوز ثبت نهایی نشده است',
  alreadyDecided: 'برای این درخواست قبلا تصمیم گرفته شده است',
  notApproved: 'پیش‌پرداخت پس از تایید درخواست پرداخت می‌شود',
  prepaymentPaid: 'پیش‌پرداخت این درخواست قبلا پرداخت شده است',
  basketChanged: 'سبد خرید با وام تاییدشده جور نیست؛ کالاهای زمان درخواست را در سبد بگذارید یا درخواست تازه ثبت کنید',
  paymentMethod: 'روش پرداخت را انتخاب کنید',
} as const;

export const documentTitles = {
  nationalCardFront: 'روی کارت ملی',
  nationalCardBack: 'پشت کارت ملی',
  birthCertificate: 'شناسنامه',
  incomeProof: 'گواهی درآمد',
  guarantee: 'تصویر چک یا سفته',
  jobProof: 'گواهی اشتغال یا جواز کسب',
  residenceProof: 'قبض آب، برق یا گاز محل سکونت',
} as const;
export type DocumentKind = keyof typeof documentTitles;
export const DOCUMENT_KINDS = Object.keys(documentTitles) as DocumentKind[];

/** The documents each kind of request needs: the leasing company asks for proof of work and residence instead. */
export const requiredDocuments: Record<'plan' | 'leasing', readonly DocumentKind[]> = {
  plan: ['nationalCardFront', 'nationalCardBack', 'birthCertificate', 'incomeProof', 'guarantee'],
  leasing: ['nationalCardFront', 'nationalCardBack', 'jobProof', 'residenceProof', 'guarantee'],
};

export const guaranteeTitles = { cheque: 'چک', promissory: 'سفته' } as const;
export const stateTitles = { draft: 'در حال تکمیل', submitted: 'در انتظار بررسی', approved: 'تایید شده', rejected: 'رد شده', active: 'فعال (پیش‌پرداخت پرداخت شد)', settled: 'تسویه شده', cancelled: 'لغو شده' } as const;
export const LOAN_STATE_IDS = ['draft', 'submitted', 'approved', 'rejected', 'active', 'settled', 'cancelled'] as const;
