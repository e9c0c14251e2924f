import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { getThemeStylesheet } from '../../../services/content/theme';
import { matchesEtag } from '../../../etag';
import { themeCssRoute } from './theme.routes';

// The unversioned address is revalidated on each use (a 304 costs a few bytes); the versioned one never changes.
const REVALIDATE = 'public, max-age=0, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function mountPublicTheme(app: OpenAPIHono) {
  app.openapi(themeCssRoute, async (c) => {
    const { css, version, etag } = await getThemeStylesheet();
    const headers = { 'Cache-Control': c.req.valid('query').v === version ? IMMUTABLE : REVALIDATE, ETag: etag };
    if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
    return c.body(css, 200, { ...headers, 'Content-Type': 'text/css; charset=utf-8' });
  });
}
