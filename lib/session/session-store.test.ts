// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/tests/msw/server';
import { apiClient, unauthorizedPolicy } from '@/lib/api-client';
import type { LoginAnswer } from '@/lib/contracts/auth';
import { setLogoutHandler, useSessionStore, USER_INFO_KEY } from './session-store';

const answer: LoginAnswer = {
  token: 'tok-123',
  role: 'customer',
  hasMainData: true,
  newPassword: false,
  secretKey: null,
  user: {
    id: 7, mobile: '09121234567', fName: 'زهرا', lName: 'محمدی', nationalCode: '0499370899', birthDate: null,
    provinceId: 1, cityId: 2, role: 'customer', noCheck: false, wallet: 0, newNotifications: 0, hasMainData: true,
  },
};

/** Answers every API request with `status` and records the Authorization header it was sent with. */
function answerAll(status: number, seen: (string | null)[] = []) {
  server.use(
    http.all('*/api/*', ({ request }) => {
      seen.push(request.headers.get('Authorization'));
      return HttpResponse.json({ message: 'x' }, { status });
    }),
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ userInfo: null, hydrated: false });
});

describe('the session store', () => {
  it('keeps the user info itself, token included, under the userInfo key', () => {
    useSessionStore.getState().signIn(answer);
    expect(JSON.parse(localStorage.getItem(USER_INFO_KEY)!)).toMatchObject({ token: 'tok-123', fName: 'زهرا', mobile: '09121234567' });
  });

  it('reads the stored user info back when rehydrated', async () => {
    localStorage.setItem(USER_INFO_KEY, JSON.stringify({ ...answer.user, token: 'stored', secretKey: null, newPassword: false }));
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState()).toMatchObject({ hydrated: true, userInfo: { token: 'stored' } });
  });
});

describe('the API client and the session', () => {
  it('sends the stored token as a bearer header', async () => {
    localStorage.setItem(USER_INFO_KEY, JSON.stringify({ ...answer.user, token: 'from-storage', secretKey: null, newPassword: false }));
    const seen: (string | null)[] = [];
    answerAll(200, seen);
    await apiClient.get('/public/brands');
    expect(seen).toEqual(['Bearer from-storage']);
  });

  it('clears all local storage on a 401 from user info or wallet, and logs out on a 401 from the basket', async () => {
    const logout = vi.fn();
    setLogoutHandler(logout);
    for (const url of ['/user/user', '/user/wallet']) {
      useSessionStore.getState().signIn(answer);
      localStorage.setItem('basketId', 'b1');
      answerAll(401);
      await expect(apiClient.get(url)).rejects.toMatchObject({ status: 401 });
      expect(localStorage.length).toBe(0);
      expect(useSessionStore.getState().userInfo).toBeNull();
    }
    expect(logout).not.toHaveBeenCalled();
    await expect(apiClient.get('/user/basket')).rejects.toMatchObject({ status: 401 });
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone on other 401s', () => {
    expect(unauthorizedPolicy('put', '/user/userInfo')).toBe('none');
    expect(unauthorizedPolicy('get', '/v1/check')).toBe('none');
    expect(unauthorizedPolicy('get', 'user/user?x=1')).toBe('clear');
  });
});
