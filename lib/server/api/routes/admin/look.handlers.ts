import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { getThemeStylesheet, updateTheme } from '../../../services/content/theme';
import { actorOf } from '../../admin-access';
import { getThemeRoute, updateThemeRoute } from './look.routes';

export function mountAdminLook(app: OpenAPIHono) {
  app.openapi(getThemeRoute, async (c) => {
    const { theme, version } = await getThemeStylesheet();
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { theme, version } }, 200);
  });
  app.openapi(updateThemeRoute, async (c) => {
    const { theme, version } = await updateTheme(actorOf(c), c.req.valid('json'));
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { theme, version }, message: 'ظاهر فروشگاه ذخیره شد' }, 200);
  });
}
