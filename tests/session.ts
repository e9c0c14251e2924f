import { act } from '@testing-library/react';
import type { User } from '@/lib/contracts/auth';
import { useSessionStore } from '@/lib/session/session-store';

/** A signed-in session in the store, as SessionSync leaves it after reading local storage. */
export function signInAs(over: Partial<User> = {}) {
  act(() =>
    useSessionStore.setState({
      hydrated: true,
      userInfo: {
        id: 1, mobile: '09121234567', fName: 'زهرا', lName: 'محمدی', nationalCode: null, birthDate: null, provinceId: null, cityId: null,
        role: 'customer', noCheck: false, wallet: 0, newNotifications: 0, hasMainData: true,
        token: 'tok', secretKey: null, newPassword: false, ...over,
      },
    }),
  );
}

export function signOut() {
  localStorage.clear();
  useSessionStore.setState({ userInfo: null, hydrated: true });
}
