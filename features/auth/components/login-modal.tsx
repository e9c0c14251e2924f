'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useId } from 'react';
import { Dialog } from '@/components/dialog';
import { closeLoginPrompt, useLoginPrompt } from '@/lib/session/login-prompt';
import { useSessionStore } from '@/lib/session/session-store';
import { useLoginFlow } from '../stores/login-flow-store';
import type { LocationFields } from '@/lib/contracts/location-fields';
import { LoginFlow } from './login-flow';

/** The login flow in a dialog (SPEC §9: 450 px wide, 600 px for the profile step). */
export function LoginModal({ LocationFields }: { LocationFields: LocationFields }) {
  const open = useLoginPrompt((s) => s.open);
  const step = useLoginFlow((s) => s.step);
  const pathname = usePathname();
  const router = useRouter();
  const headingId = useId();

  // Closing before the sign-in drops the action that asked for the account; closing after it (the profile or
  // password steps are optional) still runs it, since the account is there.
  const close = () => {
    const resume = closeLoginPrompt();
    useLoginFlow.getState().reset();
    if (resume && useSessionStore.getState().userInfo) resume();
    // SPEC §2: closing the modal on /agency sends the visitor home.
    if (pathname === '/agency') router.push('/');
  };

  return (
    <Dialog open={open} onClose={close} labelledBy={headingId} className={`relative mx-auto rounded-2xl bg-white p-6 ${step === 4 ? 'max-w-[600px]' : 'max-w-[450px]'}`}>
      <button type="button" onClick={close} aria-label="بستن" className="absolute end-3 top-3 rounded-lg p-2 text-muted hover:bg-gray-100">
        ✕
      </button>
      <LoginFlow LocationFields={LocationFields} headingId={headingId} />
    </Dialog>
  );
}
