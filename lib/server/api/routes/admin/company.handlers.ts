import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { getCompanyIdentity, updateCompanyIdentity } from '../../../services/content/company-admin';
import { actorOf } from '../../admin-access';
import { getCompanyIdentityRoute, updateCompanyIdentityRoute } from './company.routes';

export function mountAdminCompany(app: OpenAPIHono) {
  app.openapi(getCompanyIdentityRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await getCompanyIdentity() }, 200);
  });
  app.openapi(updateCompanyIdentityRoute, async (c) => {
    const data = await updateCompanyIdentity(actorOf(c), c.req.valid('json'));
    c.header('Cache-Control', 'no-store');
    return c.json({ data, message: 'مشخصات فروشگاه ذخیره شد' }, 200);
  });
}
