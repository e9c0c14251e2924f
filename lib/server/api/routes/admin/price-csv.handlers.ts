import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { actorOf } from '../../admin-access';
import { noStore } from '../../auth-session';
import { applyPriceCsv, exportPriceCsv, previewPriceCsv } from '../../../services/catalog/price-csv';
import { applyPriceCsvRoute, exportPriceCsvRoute, previewPriceCsvRoute } from './price-csv.routes';

export function mountAdminPriceCsv(app: OpenAPIHono) {
  app.openapi(exportPriceCsvRoute, async (c) => {
    noStore(c);
    const csv = await exportPriceCsv(c.req.valid('query'));
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="prices-${day}.csv"` });
  });
  app.openapi(previewPriceCsvRoute, async (c) => {
    noStore(c);
    return c.json({ data: await previewPriceCsv(c.req.valid('json').csv) }, 200);
  });
  app.openapi(applyPriceCsvRoute, async (c) => {
    noStore(c);
    const data = await applyPriceCsv(actorOf(c), c.req.valid('json').csv);
    return c.json({ data, message: `${data.changed.toLocaleString('fa-IR')} تنوع کالا به‌روز شد` }, 200);
  });
}
