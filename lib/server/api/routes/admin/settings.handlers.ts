import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { getCompany } from '../../../services/content/company';
import { updateCompanySwitches } from '../../../services/content/settings-admin';
import { actorOf } from '../../admin-access';
import { getSettingsRoute, updateSettingsRoute } from './settings.routes';

export function mountAdminSettings(app: OpenAPIHono) {
  app.openapi(getSettingsRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await getCompany() }, 200);
  });
  app.openapi(updateSettingsRoute, async (c) => {
    const { maintenanceModeExpDateTime, ...switches } = c.req.valid('json');
    const company = await updateCompanySwitches(actorOf(c), {
      ...switches,
      ...(maintenanceModeExpDateTime === undefined
        ? {}
        : { maintenanceModeExpDateTime: maintenanceModeExpDateTime === null ? null : new Date(maintenanceModeExpDateTime) }),
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ data: company, message: 'تنظیمات ذخیره شد' }, 200);
  });
}
