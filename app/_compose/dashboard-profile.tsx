'use client';

// Routes compose features (STYLE.md): the login flow's profile form, with features/geo's province → city pair.
import { toast } from '@/components/toasts';
import { StepProfile } from '@/features/auth/components/step-profile';
import { ProfileSummary } from '@/features/dashboard/components/profile-summary';
import { ProvinceCityFields } from '@/features/geo/components/province-city-fields';
import { useSignedInUser } from '@/lib/session/session-store';

/** /dashboard/profile: the stored data and the same form and rules as the login's profile step (SPEC §5). */
export function DashboardProfile() {
  const user = useSignedInUser();
  if (!user) return null;
  return (
    <section aria-labelledby="profile-title" className="flex flex-col gap-4">
      <h1 id="profile-title" className="text-xl font-bold">اطلاعات حساب کاربری</h1>
      <ProfileSummary user={user} />
      <div className="rounded-xl border border-line bg-white p-4">
        <StepProfile LocationFields={ProvinceCityFields} onSaved={() => toast.success('اطلاعات شما ثبت شد')} />
      </div>
    </section>
  );
}
