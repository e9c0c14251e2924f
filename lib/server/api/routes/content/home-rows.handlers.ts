import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { NotFoundError } from '../../../errors';
import { getSerialisedHomeRow } from '../../../services/content/home-rows';
import { sendJsonWithEtag } from '../../etag';
import { homeRowRoute } from './home-rows.routes';

// A row must change as soon as the kept home page does (a purge on every catalog write), so browsers ask each time
// and get a 304 for an unchanged row.
const REVALIDATE = 'public, no-cache';

export function mountHomeRows(app: OpenAPIHono) {
  app.openapi(homeRowRoute, async (c) => {
    const row = await getSerialisedHomeRow(c.req.valid('param').row);
    if ('missing' in row) throw new NotFoundError('این ردیف در صفحه اصلی نیست');
    return sendJsonWithEtag(c, row.body, row.etag, REVALIDATE);
  });
}
