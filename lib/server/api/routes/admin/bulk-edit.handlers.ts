import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { actorOf } from '../../admin-access';
import { noStore } from '../../auth-session';
import { applyBulkEdit, previewBulkEdit } from '../../../services/catalog/bulk-edit';
import { applyBulkEditRoute, previewBulkEditRoute } from './bulk-edit.routes';

export function mountAdminBulkEdit(app: OpenAPIHono) {
  app.openapi(previewBulkEditRoute, async (c) => {
    noStore(c);
    return c.json({ data: await previewBulkEdit(c.req.valid('json')) }, 200);
  });
  app.openapi(applyBulkEditRoute, async (c) => {
    noStore(c);
    const data = await applyBulkEdit(actorOf(c), c.req.valid('json'));
    return c.json({ data, message: `${data.changed.toLocaleString('fa-IR')} تنوع کالا به‌روز شد` }, 200);
  });
}
