import { create } from 'zustand';

/** SPEC §2 login steps: 0 mobile, 1 code, 2 password, 3 recovery code, 4 profile, 5 new password, -1 done. */
export type LoginStep = 0 | 1 | 2 | 3 | 4 | 5 | -1;

type LoginFlowState = {
  step: LoginStep;
  mobile: string;
  /** SPEC §4 "whether a new password is needed": asked by the flow (step 2 → 1 clears it, step 2 → 3 sets it). */
  needNewPassword: boolean;
  /** The login answered a secret key and the flow still owes the user a password (step 5). */
  passwordPending: boolean;
  /** The code step was opened for recovery (step 3): step 5 then speaks of recovery (SPEC §5). */
  viaRecovery: boolean;
  /** When the current code was sent (ms), for the 120-second countdown. */
  codeSentAt: number;
  goTo: (step: LoginStep) => void;
  codeSent: (mobile: string, step: 1 | 3, needNewPassword: boolean) => void;
  toPassword: (mobile: string) => void;
  setPasswordPending: (pending: boolean) => void;
  /** Finishing, closing the modal and logout: back to step 0 (the modal's open flag is lib/session/login-prompt). */
  reset: () => void;
};

const initial = { step: 0 as LoginStep, mobile: '', needNewPassword: true, passwordPending: false, viaRecovery: false, codeSentAt: 0 };

export const useLoginFlow = create<LoginFlowState>()((set) => ({
  ...initial,
  goTo: (step) => set({ step }),
  codeSent: (mobile, step, needNewPassword) => set({ mobile, step, needNewPassword, viaRecovery: step === 3, codeSentAt: Date.now() }),
  toPassword: (mobile) => set({ mobile, step: 2 }),
  setPasswordPending: (passwordPending) => set({ passwordPending }),
  reset: () => set(initial),
}));

export type AfterLogin = 'finish' | 4 | 5;

/**
 * SPEC §4, what a successful login leads to. Step 1 (and 4): finish unless a new password is needed and the
 * profile is incomplete, then step 4. Step 2: finish. Step 3: a complete profile that needs a new password
 * goes to step 5, anything else finishes.
 */
export function afterLogin(step: 1 | 2 | 3, needNewPassword: boolean, hasMainData: boolean): AfterLogin {
  if (step === 2) return 'finish';
  if (step === 3) return hasMainData && needNewPassword ? 5 : 'finish';
  return !needNewPassword || hasMainData ? 'finish' : 4;
}

/**
 * Step 4 success: SPEC §4 goes to -1. A first login that still owes the user a password goes to step 5 first,
 * since otherwise a new account would have no way to get a password but recovery (docs/domains.md, "Accounts").
 */
export function afterProfile(passwordPending: boolean): LoginStep {
  return passwordPending ? 5 : -1;
}
