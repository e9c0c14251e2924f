import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyIdentitySchema, type CompanyIdentity } from '@/lib/contracts/admin/company';
import { staticDataSchema } from '@/lib/contracts/content';
import { envelope } from '@/lib/contracts/envelope';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { SYSTEM_ACTOR } from '@/lib/server/services/audit/audit-log';
import { getCompanyIdentity, updateCompanyIdentity } from '@/lib/server/services/content/company-admin';
import { callApi } from '@/tests/api';
import { userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';

let original: CompanyIdentity;
beforeAll(async () => {
  original = await getCompanyIdentity();
});
afterAll(async () => {
  await updateCompanyIdentity(SYSTEM_ACTOR, original);
});

async function staticData() {
  return envelope(staticDataSchema).parse((await callApi('/public/getStaticsData')).body).data;
}

describe('the company identity (GET/PUT /api/admin/company)', () => {
  it('content.read reads, content.write saves; other roles get 403', async () => {
    for (const role of ['orders', 'catalog', 'credit', 'support']) {
      const staff = await loginAsStaff(role);
      expect((await userJson('GET', '/admin/company', staff.token)).status, role).toBe(403);
      expect((await userJson('PUT', '/admin/company', staff.token, original)).status, role).toBe(403);
    }
    const editor = await loginAsStaff('content');
    const res = await userJson('GET', '/admin/company', editor.token);
    expect(res.status).toBe(200);
    expect(envelope(companyIdentitySchema).parse(res.body).data.name).toBe(original.name);
  });

  it('refuses unsafe picture addresses, bad phones and an empty address list, in Persian', async () => {
    const editor = await loginAsStaff('content');
    const res = await userJson('PUT', '/admin/company', editor.token, { ...original, logo: 'javascript:alert(1)', addresses: [] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: { logo: 'نشانی تصویر باید با / یا https:// شروع شود', addresses: 'دست‌کم یک نشانی با شماره تلفن لازم است (حداکثر ۱۰)' } });
    const phone = await userJson('PUT', '/admin/company', editor.token, { ...original, addresses: [{ title: 'دفتر', address: 'تهران، خیابان آزادی', tell: 'تماس', postalCode: '' }] });
    expect(phone.status).toBe(400);
    expect(phone.body).toMatchObject({ errors: { 'addresses.0.tell': 'شماره تلفن فقط رقم و - باشد (۵ تا ۲۰ رقم)' } });
    expect((await staticData()).company.companyName).toBe(original.name);
  });

  it('saves name, logos, footer texts, addresses and departments; the static data shows them at once; audited', async () => {
    const editor = await loginAsStaff('content');
    const next: CompanyIdentity = {
      ...original,
      name: 'فروشگاه آزمایشی',
      footerCopyright: 'همه حقوق برای فروشگاه آزمایشی محفوظ است',
      promotionGalleryUrl: 'https://gallery.example/promo',
      logo: '/media/ph/logo/30/test',
      footerLogo: null,
      addresses: [{ title: 'دفتر مرکزی', address: 'تهران، خیابان انقلاب، پلاک ۱۲', tell: '۰۲۱-۸۸۰۰۱۱۲۲', postalCode: '۱۲۳۴۵۶۷۸۹۰' }],
      departments: [{ title: 'فروش', tell: '02188001122', email: 'sales@shop.example' }],
    };
    const res = await userJson('PUT', '/admin/company', editor.token, next);
    expect(res.status).toBe(200);
    expect(envelope(companyIdentitySchema).parse(res.body).data).toMatchObject({ name: 'فروشگاه آزمایشی', addresses: [{ tell: '021-88001122', postalCode: '1234567890' }] });

    const data = await staticData();
    expect(data.company).toMatchObject({
      companyName: 'فروشگاه آزمایشی',
      footerCopyright: 'همه حقوق برای فروشگاه آزمایشی محفوظ است',
      promotionGalleryUrl: 'https://gallery.example/promo',
      companyLogoImages: { original: { src: '/media/ph/logo/30/test', alt: 'فروشگاه آزمایشی' } },
    });
    expect(data.company.companyAddresses).toMatchObject([{ title: 'دفتر مرکزی', tell: '021-88001122' }]);
    expect(data.footerLogo).toBeNull();
    expect(data.departments).toMatchObject([{ title: 'فروش', email: 'sales@shop.example' }]);

    const [row] = await getDb().select().from(auditLog).where(and(eq(auditLog.entityType, 'company'), eq(auditLog.entityId, '1'))).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({ actorUserId: editor.user.id, action: 'update', before: { name: original.name }, after: { name: 'فروشگاه آزمایشی' } });
  });
});
