import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';
import type { LoginAnswer, User } from '@/lib/contracts/auth';
import { useSessionStore } from '@/lib/session/session-store';
import { renderWithQuery } from '@/tests/render';
import { storeStaticData } from '@/tests/static-data';
import { useLoginFlow } from '../stores/login-flow-store';
import type { LocationFieldsProps } from '@/lib/contracts/location-fields';
import { LoginFlow } from './login-flow';

export const user = (over: Partial<User> = {}): User => ({
  id: 1, mobile: '09121234567', fName: null, lName: null, nationalCode: null, birthDate: null, provinceId: null, cityId: null,
  role: 'customer', noCheck: false, wallet: 0, newNotifications: 0, hasMainData: false, ...over,
});

export const answer = (over: Partial<LoginAnswer> = {}, userOver: Partial<User> = {}): LoginAnswer => ({
  token: 'tok', role: 'customer', hasMainData: false, newPassword: true, secretKey: 'key', user: user(userOver), ...over,
});

/** Two plain selects stand in for features/geo's fields, which the route composes in. */
export function StubPlaces({ provinceId, cityId, onChange, errors = {} }: LocationFieldsProps) {
  return (
    <>
      <label htmlFor="p">استان</label>
      <select id="p" value={provinceId ?? ''} onChange={(e) => onChange({ provinceId: e.target.value ? Number(e.target.value) : null, cityId: null })}>
        <option value="">انتخاب</option>
        <option value="1">تهران</option>
      </select>
      {errors.provinceId ? <p>{errors.provinceId}</p> : null}
      <label htmlFor="c">شهر</label>
      <select id="c" value={cityId ?? ''} onChange={(e) => onChange({ provinceId, cityId: e.target.value ? Number(e.target.value) : null })}>
        <option value="">انتخاب</option>
        <option value="10">تهران</option>
      </select>
      {errors.cityId ? <p>{errors.cityId}</p> : null}
    </>
  );
}

export function renderFlow() {
  return renderWithQuery(
    <>
      <LoginFlow LocationFields={StubPlaces} headingId="h" />
      <ToastContainer />
    </>,
  );
}

/** Also keeps a just-confirmed copy of the static data, so the first step's pictures draw without a request. */
export function resetStores() {
  localStorage.clear();
  storeStaticData();
  useLoginFlow.getState().reset();
  useSessionStore.setState({ userInfo: null, hydrated: true });
  window.scrollTo = vi.fn();
}

export const heading = () => screen.getByRole('heading', { level: 1 });

/** Records each request the flow sends; answers with `reply` per path. */
export function api(reply: Record<string, (req: Request) => Response | Promise<Response>>) {
  const seen: { path: string; url: URL; body: unknown }[] = [];
  const handlers = Object.entries(reply).map(([path, answerFn]) =>
    http.all(`*/api${path}`, async ({ request }) => {
      const type = request.headers.get('content-type') ?? '';
      const body = type.includes('json') ? await request.clone().json() : type.includes('form') ? Object.fromEntries(await request.clone().formData()) : null;
      seen.push({ path, url: new URL(request.url), body });
      return answerFn(request);
    }),
  );
  return { seen, handlers };
}

export const ok = (data: unknown) => () => HttpResponse.json({ data });
export const fail = (status: number, message: string) => () => HttpResponse.json({ message }, { status });
export const CODE_SENT = ok({ expiresIn: 120, resendIn: 120 });
