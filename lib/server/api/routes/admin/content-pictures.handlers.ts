import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { actorOf } from '../../admin-access';
import { uploadContentPicture } from '../../../services/content/content-pictures';
import { uploadContentPictureRoute } from './content-pictures.routes';

export function mountAdminContentPictures(app: OpenAPIHono) {
  app.openapi(uploadContentPictureRoute, async (c) => c.json({ data: await uploadContentPicture(actorOf(c), c.req.valid('form').file) }, 201));
}
