import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { searchSuggestions } from '../../../services/search/suggestions';
import { searchRoute } from './search.routes';

export function mountSearch(app: OpenAPIHono) {
  app.openapi(searchRoute, async (c) => {
    const { query } = c.req.valid('json');
    return c.json({ data: await searchSuggestions(query) }, 200);
  });
}
