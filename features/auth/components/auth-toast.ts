import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';

/** SPEC §8: the server's message when it sent one, else the spec's fallback text for that call. */
export function toastApiError(error: unknown, fallback: string): void {
  const apiError = toApiError(error);
  toast.error(apiError.fromServer ? apiError.message : fallback);
}

export const FALLBACKS = {
  generic: 'خطایی رخ داده است مجدد تلاش کنید',
  forgetPassword: 'مشخصه وارد شده صحیح نمی باشد',
  codeLogin: 'کد واردی اشتباه است یا منقضی شده است لطفا مجدد تلاش کنید',
  passwordLogin: 'رمز ورود اشتباه است مجدد تلاش کنید',
} as const;
