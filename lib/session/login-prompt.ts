import { create } from 'zustand';

type LoginPrompt = {
  /** SPEC §4 "login flag": the login modal is open. */
  open: boolean;
  /** The action that asked for an account, run again once the visitor has signed in (SPEC §2). */
  resume: (() => void) | null;
};

/**
 * Lives in lib, not in the auth feature: any feature's button (the heart, a review, an alert) asks for the modal,
 * and features never import each other (STYLE.md).
 */
export const useLoginPrompt = create<LoginPrompt>()(() => ({ open: false, resume: null }));

/** Opens the login modal; `resume` runs after a successful sign-in and is dropped if the visitor closes the modal. */
export function askToSignIn(resume?: () => void) {
  useLoginPrompt.setState({ open: true, resume: resume ?? null });
}

/** Closes the modal and hands back the action that was waiting, so the caller decides whether to run it. */
export function closeLoginPrompt(): (() => void) | null {
  const { resume } = useLoginPrompt.getState();
  useLoginPrompt.setState({ open: false, resume: null });
  return resume;
}
