'use client';

import { useEffect, useRef } from 'react';
import { useLoginFlow, type LoginStep } from '../stores/login-flow-store';
import type { LocationFields } from '@/lib/contracts/location-fields';
import { LoginPictures } from './login-pictures';
import { StepCode } from './step-code';
import { StepMobile } from './step-mobile';
import { StepNewPassword } from './step-new-password';
import { StepPassword } from './step-password';
import { StepProfile } from './step-profile';
import { useFinishLogin } from './use-finish-login';

export const STEP_TITLES: Record<Exclude<LoginStep, -1>, string> = {
  0: 'ورود | ثبت نام',
  1: 'کد تایید را وارد کنید',
  2: 'رمز عبور خود را وارد کنید',
  3: 'کد تایید را وارد کنید',
  4: 'اطلاعات خود را وارد نمایید',
  5: 'رمز عبور خود را تعیین کنید',
};

/** The one login step machine (SPEC §2/§4), drawn the same in the /login page and in the modal. */
type Props = {
  LocationFields: LocationFields;
  headingId?: string;
  /** Where the first step's strip of sign-in pictures shows (e.g. `desk:hidden` when the page shows them beside the form). */
  picturesClassName?: string;
};

export function LoginFlow({ LocationFields, headingId, picturesClassName }: Props) {
  const step = useLoginFlow((s) => s.step);
  const finish = useFinishLogin();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(step);

  // SPEC §4: step -1 finishes and redirects.
  useEffect(() => {
    if (step === -1) finish();
  }, [step, finish]);

  // Each new step announces itself: focus moves to its heading (not on the first render, which keeps the page's focus).
  useEffect(() => {
    if (step !== firstStep.current) heading.current?.focus();
    firstStep.current = step;
  }, [step]);

  if (step === -1) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h1 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
        {STEP_TITLES[step]}
      </h1>
      {step === 0 ? <StepMobile /> : null}
      {step === 0 ? <LoginPictures className={picturesClassName} /> : null}
      {step === 1 || step === 3 ? <StepCode key={step} step={step} /> : null}
      {step === 2 ? <StepPassword /> : null}
      {step === 4 ? <StepProfile LocationFields={LocationFields} /> : null}
      {step === 5 ? <StepNewPassword /> : null}
    </section>
  );
}
