import 'server-only';
import { toPersianDigits } from '@/lib/format/digits';

export const authServerMessages = {
  codeSent: 'کد تایید ارسال شد',
  // SPEC §8 "Login by SMS failure".
  wrongCode: 'کد واردی اشتباه است یا منقضی شده است لطفا مجدد تلاش کنید',
  tooManyTries: 'تعداد تلاش‌های نادرست بیش از حد مجاز است؛ کد جدید دریافت کنید',
  resendTooSoon: (seconds: number) => `کد قبلی هنوز معتبر است؛ ${toPersianDigits(seconds)} ثانیه دیگر دوباره تلاش کنید`,
  manyCodes: (at: string) => `برای این شماره کدهای زیادی فرستاده شده است؛ کد بعدی از ساعت ${at} فرستاده می‌شود`,
  ipLimit: 'درخواست‌های ارسال کد از این دستگاه بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید',
  smsFailed: 'ارسال کد تایید با خطا مواجه شد؛ کمی بعد دوباره تلاش کنید',
  // SPEC §8 "Password login failure": the same words for an unknown number, so numbers cannot be probed.
  wrongPassword: 'رمز ورود اشتباه است مجدد تلاش کنید',
  badSecretKey: 'کلید تغییر رمز عبور نامعتبر یا منقضی شده است؛ دوباره کد تایید بگیرید',
  passwordSaved: 'رمز عبور با موفقیت ثبت شد',
  profileSaved: 'اطلاعات با موفقیت ثبت شد',
  nationalCodeLocked: 'کد ملی ثبت شده قابل تغییر نیست',
  nationalCodeTaken: 'این کد ملی برای حساب دیگری ثبت شده است',
  unknownProvince: 'استان انتخاب شده معتبر نیست',
  cityOfOtherProvince: 'شهر انتخاب شده در این استان نیست',
  loggedOut: 'از حساب کاربری خارج شدید',
  badToken: 'نشست شما منقضی شده است؛ دوباره وارد شوید',
  blocked: 'ورود به این حساب کاربری مسدود شده است؛ برای پیگیری با پشتیبانی فروشگاه تماس بگیرید',
} as const;
