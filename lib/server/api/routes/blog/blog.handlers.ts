import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { reviewMessages } from '@/lib/contracts/reviews';
import { NotFoundError } from '../../../errors';
import { BLOG_MISSING, addBlogComment, getBlogPost, likeBlogPost, listBlogComments, listBlogPosts } from '../../../services/blog/blog';
import { listAdminBlogPosts, saveBlogPost } from '../../../services/blog/blog-admin';
import { actorOf } from '../../admin-access';
import { bearerToken, clientIp, noStore } from '../../auth-session';
import { deviceId } from '../../device-id';
import { resolveSession } from '../../../services/auth/sessions';
import { adminCreatePostRoute, adminListPostsRoute, adminUpdatePostRoute, commentRoute, getPostRoute, likePostAsVisitorRoute, likePostRoute, listCommentsRoute, listPostsRoute } from './blog.routes';

const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

export function mountBlog(app: OpenAPIHono) {
  app.openapi(listPostsRoute, async (c) => {
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data: await listBlogPosts(c.req.valid('query')) }, 200);
  });
  app.openapi(getPostRoute, async (c) => {
    const post = await getBlogPost(c.req.valid('param').slug);
    if (!post) throw new NotFoundError(BLOG_MISSING);
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data: post }, 200);
  });
  app.openapi(listCommentsRoute, async (c) => {
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data: await listBlogComments(c.req.valid('param').id) }, 200);
  });
  app.openapi(likePostRoute, async (c) => {
    noStore(c);
    return c.json({ data: await likeBlogPost({ userId: c.get('auth').user.id }, c.req.valid('param').id) }, 200);
  });
  app.openapi(likePostAsVisitorRoute, async (c) => {
    noStore(c);
    const auth = await resolveSession(bearerToken(c));
    const by = auth ? { userId: auth.user.id } : { deviceId: deviceId(c), ip: clientIp(c) };
    return c.json({ data: await likeBlogPost(by, c.req.valid('param').id) }, 200);
  });
  app.openapi(commentRoute, async (c) => {
    const data = await addBlogComment(c.get('auth').user.id, c.req.valid('param').id, c.req.valid('json').body);
    return c.json({ data, message: reviewMessages.submitted }, 201);
  });
  app.openapi(adminListPostsRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listAdminBlogPosts() }, 200);
  });
  app.openapi(adminCreatePostRoute, async (c) => c.json({ data: await saveBlogPost(actorOf(c), c.req.valid('json')), message: 'نوشته ذخیره شد' }, 201));
  app.openapi(adminUpdatePostRoute, async (c) =>
    c.json({ data: await saveBlogPost(actorOf(c), c.req.valid('json'), c.req.valid('param').id), message: 'نوشته ذخیره شد' }, 200),
  );
}
