import 'server-only';

export const apiMessages = {
  notFound: 'مسیر درخواستی یافت نشد',
  methodNotAllowed: 'این روش درخواست برای این مسیر مجاز نیست',
  invalidInput: 'اطلاعات ارسالی معتبر نیست',
  invalidJson: 'بدنه درخواست قابل خواندن نیست',
  internal: 'خطایی رخ داده است مجدد تلاش کنید',
  databaseDown: 'پایگاه داده در دسترس نیست',
  requestTooLarge: 'نشانی یا سرآیندهای درخواست بیش از حد طولانی است',
  bodyTooLarge: 'حجم درخواست بیش از حد مجاز است',
  controlCharacters: 'متن ارسالی نویسه‌های غیرمجاز دارد',
  notReady: 'سرویس فعلا آماده پاسخ‌گویی نیست',
  dependencyDown: 'در دسترس نیست',
} as const;
