import 'server-only';

export const apiMessages = {
  notFound: 'مسیر درخواستی یافت نشد',
  methodNotAllowed: 'این روش درخواست برای این مسیر مجاز نیست',
  invalidInput: 'اطلاعات ارسالی معتبر نیست',
  invalidJson: 'بدنه درخواست قابل خواندن نیست',
  internal: 'خطایی رخ داده است مجدد تلاش کنید',
  databaseDown: 'پایگاه داده در دسترس نیست',
} as const;
