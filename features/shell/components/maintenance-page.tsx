'use client';

import { AppImage } from '@/components/app-image';
import { Countdown } from '@/components/countdown';
import type { ImageObject } from '@/lib/contracts/images';
import { toPersianDigits } from '@/lib/format/digits';

type Props = {
  companyName: string;
  logo: ImageObject;
  /** ISO end of the maintenance; the countdown shows only when it is still ahead. */
  until: string | null;
  /** The phone of the first company address (SPEC §2). */
  supportTell: string | null;
};

/** Shown instead of every storefront page while the company is in maintenance mode (SPEC §2). */
export function MaintenancePage({ companyName, logo, until, supportTell }: Props) {
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-6 px-6 py-12 text-center">
      <AppImage images={logo} fallbackLogo={null} alt={companyName} width={160} height={54} priority className="h-14 w-auto" />
      <h1 className="text-2xl font-bold">سایت در حال تعمیر است</h1>
      <p className="leading-8 text-muted">
        در حال به‌روزرسانی {companyName} هستیم. لطفا چند دقیقه دیگر دوباره سر بزنید یا با پشتیبانی تماس بگیرید.
      </p>
      {until ? (
        <p className="flex flex-col items-center gap-2">
          <span className="text-sm text-muted">زمان باقی‌مانده تا پایان تعمیرات</span>
          <Countdown to={until} label="زمان باقی‌مانده تا پایان تعمیرات" className="text-2xl font-bold" />
        </p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-brand px-6 py-3 font-bold text-white hover:bg-brand-dark"
        >
          تلاش دوباره
        </button>
        {supportTell ? (
          <a href={`tel:${supportTell}`} className="rounded-lg border border-brand px-6 py-3 font-bold text-brand hover:bg-brand/5">
            تماس با پشتیبانی <bdi dir="ltr">{toPersianDigits(supportTell)}</bdi>
          </a>
        ) : null}
      </div>
    </main>
  );
}
