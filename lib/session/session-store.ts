import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import type { LoginAnswer, User } from '@/lib/contracts/auth';

/** SPEC §3: the stored user info (local storage key userInfo) is the user plus the login's token and keys. */
export type UserInfo = User & { token: string; secretKey: string | null; newPassword: boolean };

/** SPEC §3 local storage key. */
export const USER_INFO_KEY = 'userInfo';

type SessionState = {
  userInfo: UserInfo | null;
  /** False until the stored user info has been read on the client; the server always renders a guest. */
  hydrated: boolean;
  signIn: (answer: LoginAnswer) => void;
  setUser: (user: User) => void;
  clear: () => void;
};

type Persisted = Pick<SessionState, 'userInfo'>;

function readStoredUserInfo(): UserInfo | null {
  if (typeof window === 'undefined') return null;
  try {
    const raw = window.localStorage.getItem(USER_INFO_KEY);
    return raw ? (JSON.parse(raw) as UserInfo) : null;
  } catch {
    return null;
  }
}

// The stored value is the user info itself, not zustand's { state, version } wrapper, as SPEC §3 names it.
const userInfoStorage: PersistStorage<Persisted> = {
  getItem: () => {
    const userInfo = readStoredUserInfo();
    return userInfo ? { state: { userInfo }, version: 0 } : null;
  },
  setItem: (_name, value: StorageValue<Persisted>) => {
    if (value.state.userInfo) window.localStorage.setItem(USER_INFO_KEY, JSON.stringify(value.state.userInfo));
    else window.localStorage.removeItem(USER_INFO_KEY);
  },
  removeItem: () => window.localStorage.removeItem(USER_INFO_KEY),
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      userInfo: null,
      hydrated: false,
      signIn: ({ token, secretKey, newPassword, user }) => set({ userInfo: { ...user, token, secretKey, newPassword } }),
      setUser: (user) => set((s) => (s.userInfo ? { userInfo: { ...s.userInfo, ...user } } : s)),
      clear: () => set({ userInfo: null }),
    }),
    {
      name: USER_INFO_KEY,
      storage: userInfoStorage,
      partialize: (s) => ({ userInfo: s.userInfo }),
      // Read after mount (SessionSync), so the first client render matches the server's guest render.
      skipHydration: true,
      onRehydrateStorage: () => () => useSessionStore.setState({ hydrated: true }),
    },
  ),
);

/** SPEC §6: the bearer token is read from the stored user info, so it is right even before the store hydrates. */
export function storedToken(): string | null {
  if (typeof window === 'undefined') return null;
  return useSessionStore.getState().userInfo?.token ?? readStoredUserInfo()?.token ?? null;
}

/** SPEC §4: a 401 on user info or wallet clears local storage (and so the session). */
export function clearStoredSession(): void {
  window.localStorage.clear();
  useSessionStore.getState().clear();
}

let logoutHandler: () => void = clearStoredSession;

/** The full logout (server call, flow reset, navigation) lives in features/auth, which registers it here. */
export function setLogoutHandler(handler: () => void): void {
  logoutHandler = handler;
}

export function requestLogout(): void {
  logoutHandler();
}

/** The signed-in user once the stored session has been read; null for guests and before that read. */
export function useSignedInUser(): UserInfo | null {
  return useSessionStore((s) => (s.hydrated && s.userInfo?.token ? s.userInfo : null));
}
