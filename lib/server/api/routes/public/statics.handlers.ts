import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { listBrands } from '../../../services/catalog/brands';
import { getStaticData } from '../../../services/content/static-data';
import { listBranches, listProvinces } from '../../../services/geo/provinces';
import { branchesRoute, brandsRoute, provincesRoute, staticsDataRoute } from './statics.routes';

// Shared public data: browsers and CDNs may keep it a minute (the same freshness as the server cache).
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

export function mountPublicStatics(app: OpenAPIHono) {
  app.openapi(staticsDataRoute, async (c) => {
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data: await getStaticData() }, 200);
  });
  app.openapi(brandsRoute, async (c) => {
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data: await listBrands() }, 200);
  });
  app.openapi(provincesRoute, async (c) => {
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data: await listProvinces() }, 200);
  });
  app.openapi(branchesRoute, async (c) => {
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data: await listBranches() }, 200);
  });
}
