import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { listBrands } from '../../../services/catalog/brands';
import type { Context } from 'hono';
import { sendJsonWithEtag } from '../../etag';
import { getSerialisedStaticData } from '../../../services/content/static-data';
import type { SerialisedStaticData } from '../../../services/content/static-data';
import { listBranches, listProvinces } from '../../../services/geo/provinces';
import { branchesRoute, brandsRoute, provincesRoute, staticsDataRoute } from './statics.routes';

// Shared public data: browsers and CDNs may keep it a minute (the same freshness as the server cache).
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/** The answer serialised once per version: 304 when the client holds this copy (issue 26). */
function sendSerialised(c: Context, { body, etag }: SerialisedStaticData): Response {
  return sendJsonWithEtag(c, body, etag, PUBLIC_CACHE);
}

export function mountPublicStatics(app: OpenAPIHono) {
  app.openapi(staticsDataRoute, async (c) => sendSerialised(c, await getSerialisedStaticData()));
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
