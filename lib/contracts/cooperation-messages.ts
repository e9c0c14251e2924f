// Kept zod-free so the cooperation page can show titles and messages without zod's runtime.
export const cooperationMessages = {
  saved: 'اطلاعات درخواست همکاری ثبت شد',
  uploaded: 'مدرک بارگذاری شد',
  deleted: 'مدرک حذف شد',
  submitted: 'درخواست همکاری شما ثبت شد و در انتظار بررسی است',
  notFound: 'درخواست همکاری یافت نشد',
  documentNotFound: 'این مدرک بارگذاری نشده است',
  documentType: 'نوع مدرک نامعتبر است',
  closed: 'درخواست ثبت شده است و دیگر قابل ویرایش نیست',
  detailsMissing: 'ابتدا اطلاعات شرکت را کامل و ذخیره کنید',
  documentsMissing: (titles: string[]) => `این مدارک بارگذاری نشده‌اند: ${titles.join('، ')}`,
  legalName: 'نام ثبتی شرکت را وارد کنید (۲ تا ۱۵۰ حرف)',
  brandName: 'نام تجاری حداکثر ۱۰۰ حرف است',
  registrationNumber: 'شماره ثبت باید ۱ تا ۱۰ رقم باشد',
  companyNationalId: 'شناسه ملی شرکت (۱۱ رقم) معتبر نیست',
  economicCode: 'کد اقتصادی باید ۱۱ یا ۱۲ رقم باشد',
  ceoName: 'نام و نام خانوادگی مدیرعامل را به فارسی وارد کنید',
  ceoNationalCode: 'کد ملی مدیرعامل معتبر نیست',
  phone: 'شماره تلفن را ۱۱ رقمی و با پیش‌شماره وارد کنید',
  province: 'استان را انتخاب کنید',
  city: 'شهر را انتخاب کنید',
  cityOutsideProvince: 'شهر انتخاب‌شده در این استان نیست',
  address: 'نشانی کامل را وارد کنید (دست‌کم ۱۰ حرف)',
  postalCode: 'کد پستی باید ۱۰ رقم باشد',
  businessKind: 'نوع کسب‌وکار را انتخاب کنید',
  monthlyVolume: 'حجم خرید ماهانه را انتخاب کنید',
  decision: 'تصمیم نامعتبر است',
  reason: 'دلیل رد درخواست را بنویسید',
  notSubmitted: 'این درخواست هنوز ثبت نهایی نشده است',
  alreadyDecided: 'برای این درخواست قبلا تصمیم گرفته شده است',
} as const;

/**
 * The 17 documents a retailer asks of a business partner, in the order the page shows them. `required` ones must be
 * uploaded before the request can be submitted; the rest strengthen it.
 */
export const cooperationDocuments = {
  registrationNotice: { title: 'آگهی تأسیس', required: true },
  articlesOfAssociation: { title: 'اساسنامه', required: true },
  latestChangesGazette: { title: 'آخرین تغییرات روزنامه رسمی', required: true },
  boardNationalCards: { title: 'کارت ملی اعضای هیئت‌مدیره', required: true },
  signatoriesBirthCertificates: { title: 'شناسنامه صاحبان امضای مجاز', required: false },
  businessLicence: { title: 'جواز کسب یا پروانه فعالیت', required: true },
  economicCodeCertificate: { title: 'گواهی کد اقتصادی', required: true },
  vatCertificate: { title: 'گواهی ثبت‌نام در نظام مالیات بر ارزش افزوده', required: true },
  bankIntroductionLetter: { title: 'نامه معرفی بانک', required: true },
  premisesDeed: { title: 'سند مالکیت یا اجاره‌نامه محل کسب', required: true },
  unionMembership: { title: 'کارت عضویت در اتحادیه صنف', required: false },
  taxClearance: { title: 'مفاصاحساب مالیاتی', required: false },
  insuranceClearance: { title: 'مفاصاحساب تأمین اجتماعی', required: false },
  chequeRecord: { title: 'گواهی عدم سوءاثر چک', required: false },
  signatureSpecimen: { title: 'نمونه امضای صاحبان امضای مجاز', required: false },
  storePhotos: { title: 'تصویر سردر و فضای فروشگاه', required: false },
  companyProfile: { title: 'معرفی‌نامه و سوابق شرکت', required: false },
} as const satisfies Record<string, { title: string; required: boolean }>;

export type CooperationDocumentType = keyof typeof cooperationDocuments;
export const COOPERATION_DOCUMENT_TYPES = Object.keys(cooperationDocuments) as [CooperationDocumentType, ...CooperationDocumentType[]];
export const REQUIRED_COOPERATION_DOCUMENTS = COOPERATION_DOCUMENT_TYPES.filter((t) => cooperationDocuments[t].required);

export const businessKindTitles = {
  retailShop: 'فروشگاه خرده‌فروشی',
  chainStore: 'فروشگاه زنجیره‌ای',
  onlineShop: 'فروشگاه اینترنتی',
  distributor: 'شرکت پخش و توزیع',
  wholesaler: 'عمده‌فروشی',
} as const;
export type BusinessKind = keyof typeof businessKindTitles;
export const BUSINESS_KINDS = Object.keys(businessKindTitles) as [BusinessKind, ...BusinessKind[]];

/** Expected purchases a month, in devices. */
export const monthlyVolumeTitles = {
  upTo50: 'تا ۵۰ دستگاه',
  upTo200: '۵۰ تا ۲۰۰ دستگاه',
  upTo1000: '۲۰۰ تا ۱٬۰۰۰ دستگاه',
  over1000: 'بیش از ۱٬۰۰۰ دستگاه',
} as const;
export type MonthlyVolume = keyof typeof monthlyVolumeTitles;
export const MONTHLY_VOLUMES = Object.keys(monthlyVolumeTitles) as [MonthlyVolume, ...MonthlyVolume[]];

export const COOPERATION_STATES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type CooperationState = (typeof COOPERATION_STATES)[number];
export const cooperationStateTitles = { draft: 'پیش‌نویس', submitted: 'در انتظار بررسی', approved: 'تایید شده', rejected: 'رد شده' } as const satisfies Record<CooperationState, string>;
