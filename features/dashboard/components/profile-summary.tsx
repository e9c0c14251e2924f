import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate } from '@/lib/format/jalali';
import type { UserInfo } from '@/lib/session/session-store';

/** What the profile form cannot change or shows only as inputs: the mobile number, national code and birth date. */
export function ProfileSummary({ user }: { user: UserInfo }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 rounded-xl border border-line bg-white p-4 text-sm">
      <dt className="text-muted">شماره موبایل</dt>
      <dd><bdi dir="ltr">{toPersianDigits(user.mobile)}</bdi></dd>
      <dt className="text-muted">کد ملی</dt>
      <dd>{user.nationalCode ? <bdi dir="ltr">{toPersianDigits(user.nationalCode)}</bdi> : 'ثبت نشده'}</dd>
      <dt className="text-muted">تاریخ تولد</dt>
      <dd>{user.birthDate ? formatJalaliDate(user.birthDate) : 'ثبت نشده'}</dd>
    </dl>
  );
}
