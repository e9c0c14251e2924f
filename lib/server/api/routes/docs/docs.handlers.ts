import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { env } from '../../../env';
import { apiMessages } from '../../messages';
import { withErrorExamples, type OpenApiDocument } from './api-docs';

/**
 * The browsable API reference (issue 28): Swagger UI from the swagger-ui-dist package, its script and stylesheet
 * served by the API itself (no CDN), over the document of /api/openapi.json with Persian error examples. Off in
 * production unless API_DOCS=true. The page runs no inline script, so its policy allows scripts from 'self' only.
 */
const DIST = path.join(process.cwd(), 'node_modules', 'swagger-ui-dist');

/** Swagger UI writes style attributes (React), so styles may be inline; it needs nothing outside this origin. */
export const DOCS_CONTENT_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Vitrin API</title>
<link rel="icon" href="/icons/icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="api-docs"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/start.js"></script>
</body>
</html>
`;

// The page's one script of our own, as a file so the policy needs no 'unsafe-inline' for scripts.
const START = `window.ui = SwaggerUIBundle({
  url: '/api/docs/openapi.json',
  dom_id: '#api-docs',
  deepLinking: true,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  tryItOutEnabled: false,
  persistAuthorization: false,
  // Otherwise it asks validator.swagger.io for a badge: a request to another site, which the policy refuses anyway.
  validatorUrl: null,
});
`;

const fromDist = (file: string) => () => readFile(path.join(DIST, file));

const ASSETS: Record<string, { type: string; load: () => Promise<string | Buffer> }> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', load: fromDist('swagger-ui.css') },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', load: fromDist('swagger-ui-bundle.js') },
  'start.js': { type: 'text/javascript; charset=utf-8', load: async () => START },
};

export const apiDocsEnabled = (): boolean => {
  const { API_DOCS, NODE_ENV } = env();
  return API_DOCS === undefined ? NODE_ENV !== 'production' : API_DOCS === 'true';
};

const off = (c: Context) => c.json({ message: apiMessages.notFound }, 404);

export function mountApiDocs(app: OpenAPIHono, document: () => OpenApiDocument): void {
  let enriched: OpenApiDocument | undefined;

  app.get('/docs', (c) => {
    if (!apiDocsEnabled()) return off(c);
    c.header('Content-Security-Policy', DOCS_CONTENT_POLICY);
    c.header('Cache-Control', 'no-store');
    return c.html(PAGE);
  });

  app.get('/docs/openapi.json', (c) => {
    if (!apiDocsEnabled()) return off(c);
    // The document is fixed once the routes are mounted, so it is built on the first request only.
    enriched ??= withErrorExamples(document());
    c.header('Cache-Control', 'no-store');
    return c.json(enriched);
  });

  app.get('/docs/assets/:name', async (c) => {
    const asset = ASSETS[c.req.param('name')];
    if (!apiDocsEnabled() || !asset) return off(c);
    const body = await asset.load();
    c.header('Content-Type', asset.type);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(typeof body === 'string' ? body : new Uint8Array(body));
  });
}
