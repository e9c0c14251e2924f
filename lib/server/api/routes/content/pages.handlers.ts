import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { NotFoundError } from '../../../errors';
import { actorOf } from '../../admin-access';
import { deleteContentPage, getContentPage, listAllContentPages, saveContentPage } from '../../../services/content/pages';
import { adminContentPagesRoute, contentPageRoute, deleteContentPageRoute, saveContentPageRoute } from './pages.routes';

export function mountContentPages(app: OpenAPIHono) {
  app.openapi(contentPageRoute, async (c) => {
    const page = await getContentPage(c.req.valid('param').slug);
    if (!page) throw new NotFoundError('صفحه مورد نظر یافت نشد');
    // The same freshness as the server cache: public, a minute.
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300');
    return c.json({ data: page }, 200);
  });

  app.openapi(adminContentPagesRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await listAllContentPages() }, 200);
  });

  app.openapi(saveContentPageRoute, async (c) => {
    const { page, created } = await saveContentPage(actorOf(c), c.req.valid('param').slug, c.req.valid('json'));
    c.header('Cache-Control', 'no-store');
    return created ? c.json({ data: page, message: 'صفحه ساخته شد' }, 201) : c.json({ data: page, message: 'صفحه ذخیره شد' }, 200);
  });

  app.openapi(deleteContentPageRoute, async (c) => {
    await deleteContentPage(actorOf(c), c.req.valid('param').slug);
    c.header('Cache-Control', 'no-store');
    return c.json({ data: null, message: 'صفحه حذف شد' }, 200);
  });
}
