import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '@/lib/contracts/auth';
import { envelope } from '@/lib/contracts/envelope';
import { getDb } from '@/lib/server/db/client';
import { cities, provinces, walletEntries } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { bearer, loginWithCode, multipart, validNationalCode } from '@/tests/auth';

type Place = { provinceId: number; cityId: number; foreignCityId: number };
let place: Place;

beforeAll(async () => {
  const [tehran] = await getDb().select().from(provinces).where(eq(provinces.title, 'تهران'));
  const [city] = await getDb().select().from(cities).where(eq(cities.provinceId, tehran!.id)).limit(1);
  const [foreign] = await getDb().select().from(cities).where(and(ne(cities.provinceId, tehran!.id))).limit(1);
  place = { provinceId: tehran!.id, cityId: city!.id, foreignCityId: foreign!.id };
});

const profile = (overrides: Record<string, string> = {}) => ({
  fname: 'زهرا',
  lname: 'محمدی',
  nationalCode: validNationalCode(),
  provinceId: String(place.provinceId),
  cityId: String(place.cityId),
  birthDate: '1995-03-21T00:00:00',
  ...overrides,
});

const putInfo = (token: string, fields: Record<string, string>) => callApi('/user/userInfo', multipart('PUT', fields, token));

function sixYearsAgo(daysLater: number): string {
  const d = new Date(Date.now() + 3.5 * 3_600_000);
  d.setUTCFullYear(d.getUTCFullYear() - 6);
  d.setUTCDate(d.getUTCDate() + daysLater);
  return `${d.toISOString().slice(0, 10)}T00:00:00`;
}

describe('PUT /api/user/userInfo', () => {
  it('saves the profile and answers data = the user; GET /user/user then has it', async () => {
    const { token } = await loginWithCode();
    const fields = profile({ fname: 'علي رضا' });
    const res = await putInfo(token, fields);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const user = envelope(userSchema).parse(res.body).data;
    expect(user).toMatchObject({
      fName: 'علی رضا',
      lName: 'محمدی',
      nationalCode: fields.nationalCode,
      birthDate: '1995-03-21T00:00:00',
      provinceId: place.provinceId,
      cityId: place.cityId,
      hasMainData: true,
    });
    const read = await callApi('/user/user', bearer(token));
    expect(envelope(userSchema).parse(read.body).data).toEqual(user);
  });

  it.each([
    ['a missing first name', { fname: '' }, 'fname', 'لطفا نام را به درستی پر کنید'],
    ['a Latin first name', { fname: 'Zahra' }, 'fname', 'نام  باید فارسی باشد'],
    ['a missing last name', { lname: ' ' }, 'lname', 'لطفا نام خانوداگی را به درستی پر کنید'],
    ['a last name with digits', { lname: 'محمدی۲' }, 'lname', 'نام خانوداگی باید فارسی باشد'],
    ['a missing national code', { nationalCode: '' }, 'nationalCode', 'لطفا کد ملی را به درستی پر کنید'],
    ['a national code failing the checksum', { nationalCode: '0012345678' }, 'nationalCode', 'کد ملی وارد شده صحیح نمی باشد '],
    ['ten equal digits', { nationalCode: '1111111111' }, 'nationalCode', 'کد ملی وارد شده صحیح نمی باشد '],
    ['no province', { provinceId: '' }, 'provinceId', 'لطفا این فیلد را به درستی پر کنید'],
    ['no city', { cityId: '' }, 'cityId', 'لطفا این فیلد را به درستی پر کنید'],
    ['a birth date one day under six years', { birthDate: sixYearsAgo(1) }, 'birthDate', 'تاریخ تولد باید دست‌کم ۶ سال پیش از امروز باشد'],
    ['a birth date that is no day', { birthDate: '1990-02-30T00:00:00' }, 'birthDate', 'تاریخ تولد را انتخاب کنید'],
  ])('refuses %s with the SPEC §5 message', async (_name, overrides, field, message) => {
    const { token } = await loginWithCode();
    const res = await putInfo(token, profile(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, errors: { [field]: message } });
    expect((await callApi('/user/user', bearer(token))).body).toMatchObject({ data: { hasMainData: false } });
  });

  it('accepts a birth date of exactly six years ago, and none at all', async () => {
    const { token } = await loginWithCode();
    expect((await putInfo(token, profile({ birthDate: sixYearsAgo(0) }))).status).toBe(200);
    const rest: Record<string, string> = profile();
    delete rest.birthDate;
    const other = await loginWithCode();
    expect((await putInfo(other.token, rest)).status).toBe(200);
  });

  it('refuses a city of another province and an unknown province', async () => {
    const { token } = await loginWithCode();
    const foreign = await putInfo(token, profile({ cityId: String(place.foreignCityId) }));
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({ message: 'شهر انتخاب شده در این استان نیست', errors: { cityId: 'شهر انتخاب شده در این استان نیست' } });
    const unknown = await putInfo(token, profile({ provinceId: '999999' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errors: { provinceId: 'استان انتخاب شده معتبر نیست' } });
  });

  it('keeps a stored national code: another one is refused, the same one is fine', async () => {
    const { token } = await loginWithCode();
    const first = profile();
    await putInfo(token, first);
    const changed = await putInfo(token, profile({ nationalCode: validNationalCode() }));
    expect(changed.status).toBe(400);
    expect(changed.body).toMatchObject({ errors: { nationalCode: 'کد ملی ثبت شده قابل تغییر نیست' } });
    expect((await putInfo(token, { ...first, fname: 'مریم' })).status).toBe(200);
  });

  it('refuses a national code already on another account (409)', async () => {
    const a = await loginWithCode();
    const b = await loginWithCode();
    const shared = profile();
    await putInfo(a.token, shared);
    const res = await putInfo(b.token, { ...shared });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'این کد ملی برای حساب دیگری ثبت شده است' });
  });

  it('answers 401 before reading the body without a live token', async () => {
    expect((await putInfo('nope', profile())).status).toBe(401);
  });
});

describe('GET /api/user/user and /api/user/wallet', () => {
  it('answers each token with its own user and wallet only, never cached', async () => {
    const a = await loginWithCode();
    const b = await loginWithCode();
    await getDb().insert(walletEntries).values([
      { userId: a.user.id, amount: 1_250_000, reason: 'test' },
      { userId: a.user.id, amount: -250_000, reason: 'test' },
      { userId: b.user.id, amount: 5_000, reason: 'test' },
    ]);
    const walletA = await callApi('/user/wallet', bearer(a.token));
    expect(walletA.body).toEqual({ data: { balance: 1_000_000 } });
    expect(walletA.headers.get('Cache-Control')).toContain('no-store');
    expect((await callApi('/user/wallet', bearer(b.token))).body).toEqual({ data: { balance: 5_000 } });

    const userA = await callApi('/user/user', bearer(a.token));
    expect(userA.headers.get('Cache-Control')).toContain('no-store');
    expect(userA.body).toMatchObject({ data: { id: a.user.id, mobile: a.user.mobile, wallet: 1_000_000 } });
    expect((await callApi('/user/user', bearer(b.token))).body).toMatchObject({ data: { id: b.user.id, mobile: b.user.mobile, wallet: 5_000 } });

    // B's profile write lands on B only.
    await putInfo(b.token, profile());
    expect((await callApi('/user/user', bearer(a.token))).body).toMatchObject({ data: { fName: null, hasMainData: false } });
  });

  it('answers 401 without a token', async () => {
    expect((await callApi('/user/wallet')).status).toBe(401);
    expect((await callApi('/user/user')).status).toBe(401);
  });
});
