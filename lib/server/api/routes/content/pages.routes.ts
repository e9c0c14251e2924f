import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import {
  CONTENT_PAGE_SLUG,
  CONTENT_PAGE_SLUG_MAX,
  contentPageAdminSchema,
  contentPageBodySchema,
  contentPageSchema,
} from '@/lib/contracts/content-page';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { adminRoute } from '../../admin-access';

export const pageSlugParams = z.object({
  slug: z
    .string()
    .max(CONTENT_PAGE_SLUG_MAX, { error: `نشانی صفحه حداکثر ${CONTENT_PAGE_SLUG_MAX} حرف است` })
    .regex(CONTENT_PAGE_SLUG, { error: 'نشانی صفحه فقط حروف کوچک لاتین، رقم و خط تیره است' })
    .openapi({ param: { name: 'slug', in: 'path' }, example: 'about' }),
});

const error = (description: string) => ({ description, content: { 'application/json': { schema: errorBodySchema } } });

export const contentPageRoute = createRoute({
  method: 'get',
  path: '/public/pages/{slug}',
  tags: ['content'],
  summary: 'A published content page (about, contact, return policy, privacy…)',
  request: { params: pageSlugParams },
  responses: {
    200: { description: 'The page', content: { 'application/json': { schema: envelope(contentPageSchema) } } },
    400: error('The slug is not valid'),
    404: error('No published page has this slug'),
  },
});

export const adminContentPagesRoute = adminRoute('content.read', {
  method: 'get',
  path: '/admin/pages',
  summary: 'Every content page, drafts included',
  responses: {
    200: { description: 'The pages', content: { 'application/json': { schema: envelope(z.array(contentPageAdminSchema)) } } },
  },
});

export const saveContentPageRoute = adminRoute('content.write', {
  method: 'put',
  path: '/admin/pages/{slug}',
  summary: 'Creates a content page or replaces it; the body is sanitised to safe rich text',
  request: {
    params: pageSlugParams,
    body: { required: true, content: { 'application/json': { schema: contentPageBodySchema } } },
  },
  responses: {
    200: { description: 'The page was replaced', content: { 'application/json': { schema: envelope(contentPageAdminSchema) } } },
    201: { description: 'The page was created', content: { 'application/json': { schema: envelope(contentPageAdminSchema) } } },
    400: error('The slug or the body is not valid'),
  },
});

export const deleteContentPageRoute = adminRoute('content.write', {
  method: 'delete',
  path: '/admin/pages/{slug}',
  summary: 'Deletes a content page',
  request: { params: pageSlugParams },
  responses: {
    200: { description: 'Deleted', content: { 'application/json': { schema: envelope(z.null()) } } },
    400: error('The slug is not valid'),
    404: error('No page has this slug'),
  },
});
