import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { positiveId } from '@/lib/contracts/account';
import { adminBlogPostSchema, blogCommentBodySchema, blogCommentSchema, blogListQuerySchema, blogPostBodySchema, blogPostSchema, blogPostSummarySchema } from '@/lib/contracts/blog';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { submittedSchema } from '@/lib/contracts/reviews';
import { adminRoute } from '../../admin-access';
import { requireUser } from '../../auth-session';
import { BEARER_SCHEME } from '../auth/auth.routes';

const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(errorBodySchema) });
const ok = <T extends z.ZodType>(description: string, schema: T) => ({ 200: { description, content: json(envelope(schema)) } });
const bearer = { security: [{ [BEARER_SCHEME]: [] }], middleware: requireUser, tags: ['blog'] };
const postId = z.object({ id: positiveId('شناسه نوشته معتبر نیست') });

export const listPostsRoute = createRoute({
  method: 'get',
  path: '/public/blog/posts',
  tags: ['blog'],
  summary: 'Published posts, newest first, by category or tag',
  request: { query: blogListQuerySchema },
  responses: { ...ok('The posts', z.array(blogPostSummarySchema)), 400: error('Bad filter') },
});

export const getPostRoute = createRoute({
  method: 'get',
  path: '/public/blog/posts/{slug}',
  tags: ['blog'],
  summary: 'A published post with related posts',
  request: { params: z.object({ slug: z.string().max(100) }) },
  responses: { ...ok('The post', blogPostSchema), 404: error('No such published post') },
});

export const listCommentsRoute = createRoute({
  method: 'get',
  path: '/public/blog/posts/{id}/comments',
  tags: ['blog'],
  summary: 'Approved comments of a post, oldest first',
  request: { params: postId },
  responses: { ...ok('The comments', z.array(blogCommentSchema)), 400: error('Bad id'), 404: error('No such published post') },
});

export const likePostRoute = createRoute({
  ...bearer,
  method: 'post',
  path: '/user/blog/posts/{id}/like',
  summary: 'Likes a post; one like per user, liking again changes nothing',
  request: { params: postId },
  responses: { ...ok('The post’s likes', z.object({ likeCount: z.number().int() })), 400: error('Bad id'), 401: error('No live session'), 404: error('No such published post') },
});

export const likePostAsVisitorRoute = createRoute({
  method: 'post',
  path: '/public/blog/posts/{id}/like',
  tags: ['blog'],
  summary: 'Likes a post: once per user with a bearer, otherwise once per device (the vitrin_device cookie, set when missing)',
  request: { params: postId },
  responses: {
    ...ok('The post’s likes', z.object({ likeCount: z.number().int() })),
    400: error('Bad id'),
    404: error('No such published post'),
    429: error('Too many visitor likes from this address'),
  },
});

export const commentRoute = createRoute({
  ...bearer,
  method: 'post',
  path: '/user/blog/posts/{id}/comments',
  summary: 'A signed-in user comments; shown after an operator approves it',
  request: { params: postId, body: { required: true, content: json(blogCommentBodySchema) } },
  responses: {
    201: { description: 'Waiting for moderation', content: json(envelope(submittedSchema)) },
    400: error('Invalid comment'),
    401: error('No live session'),
    404: error('No such published post'),
  },
});

export const adminListPostsRoute = adminRoute('content.read', {
  method: 'get',
  path: '/admin/blog/posts',
  summary: 'Every post, drafts and scheduled ones included, last changed first',
  responses: { 200: { description: 'The posts', content: json(envelope(z.array(adminBlogPostSchema))) } },
});

export const adminCreatePostRoute = adminRoute('content.write', {
  method: 'post',
  path: '/admin/blog/posts',
  summary: 'Writes a post (publishedAt null: draft; in the future: scheduled); audited',
  request: { body: { required: true, content: json(blogPostBodySchema) } },
  responses: { 201: { description: 'The post', content: json(envelope(adminBlogPostSchema)) }, 400: error('Invalid post'), 409: error('The slug is taken') },
});

export const adminUpdatePostRoute = adminRoute('content.write', {
  method: 'put',
  path: '/admin/blog/posts/{id}',
  summary: 'Changes a post; audited',
  request: { params: postId, body: { required: true, content: json(blogPostBodySchema) } },
  responses: { 200: { description: 'The post', content: json(envelope(adminBlogPostSchema)) }, 400: error('Invalid post'), 404: error('No such post'), 409: error('The slug is taken') },
});
