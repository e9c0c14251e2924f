import { eq, ne } from 'drizzle-orm';
import { expect } from 'vitest';
import { REQUIRED_COOPERATION_DOCUMENTS } from '@/lib/contracts/cooperation-messages';
import { getDb } from '@/lib/server/db/client';
import { cities, provinces } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { freshIp, loginWithCode, validNationalCode } from '@/tests/auth';
import { JPEG, PDF } from '../facility/facility-test-kit';
import { grantRoles } from '@/tests/staff';

/** A checksum-valid company national ID (شناسه ملی). */
export const COMPANY_ID = '10380284790';

/** Tehran and one of its cities, and a city of another province. */
export async function places() {
  const db = getDb();
  const [tehran] = await db.select().from(provinces).where(eq(provinces.title, 'تهران'));
  const [city] = await db.select().from(cities).where(eq(cities.provinceId, tehran!.id)).limit(1);
  const [elsewhere] = await db.select().from(cities).where(ne(cities.provinceId, tehran!.id)).limit(1);
  return { provinceId: tehran!.id, cityId: city!.id, cityTitle: city!.title, otherCityId: elsewhere!.id };
}

export async function validDetails(): Promise<Record<string, string | number>> {
  const { provinceId, cityId } = await places();
  return {
    legalName: 'شرکت بازرگانی نمونه',
    brandName: 'نمونه‌موبایل',
    registrationNumber: '۵۴۳۲۱',
    companyNationalId: COMPANY_ID,
    economicCode: '411111111111',
    ceoName: 'مریم احمدی',
    ceoNationalCode: validNationalCode(),
    phone: '۰۲۱ ۸۸۷۷ ۶۶۵۵',
    provinceId,
    cityId,
    address: 'خیابان ولیعصر، کوچه نمونه، پلاک ۱۲',
    postalCode: '1234567890',
    businessKind: 'retailShop',
    monthlyVolume: 'upTo200',
  };
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Forwarded-For': freshIp() });

export const saveDetails = (token: string, body: unknown) =>
  callApi('/user/cooperationRequest', { method: 'PUT', headers: { ...auth(token), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

export function uploadDoc(token: string, type: string, bytes: Uint8Array, name = 'scan.pdf') {
  const body = new FormData();
  body.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' }));
  return callApi(`/user/cooperationRequest/document/${type}`, { method: 'POST', body, headers: auth(token) });
}

export const userCall = (method: string, path: string, token: string) => callApi(path, { method, headers: auth(token) });

/** A new user's request with its details and every required document, submitted. */
export async function submittedRequest() {
  const user = await loginWithCode();
  expect((await saveDetails(user.token, await validDetails())).status).toBe(200);
  for (const type of REQUIRED_COOPERATION_DOCUMENTS) expect((await uploadDoc(user.token, type, type === 'premisesDeed' ? JPEG : PDF)).status).toBe(200);
  const submitted = await userCall('POST', '/user/cooperationRequest/submit', user.token);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return { user, request: (submitted.body as { data: { id: number } }).data };
}

export async function operatorToken(): Promise<string> {
  const login = await loginWithCode();
  await grantRoles(login.user.id, 'credit');
  return login.token;
}
