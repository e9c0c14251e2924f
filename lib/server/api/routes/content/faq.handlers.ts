import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { listFaq } from '../../../services/content/faq';
import { faqRoute } from './faq.routes';

export function mountContentFaq(app: OpenAPIHono) {
  app.openapi(faqRoute, async (c) => {
    // The same freshness as the server cache: public, a minute.
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300');
    return c.json({ data: await listFaq() }, 200);
  });
}
