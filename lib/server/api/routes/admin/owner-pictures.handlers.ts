import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { actorOf } from '../../admin-access';
import { noStore } from '../../auth-session';
import { removeOwnerPicture, setOwnerPicture } from '../../../services/catalog/owner-pictures';
import { removeOwnerPictureRoute, setOwnerPictureRoute } from './owner-pictures.routes';

export function mountAdminOwnerPictures(app: OpenAPIHono) {
  app.openapi(setOwnerPictureRoute, async (c) => {
    noStore(c);
    const { owner, id } = c.req.valid('param');
    const { file, alt } = c.req.valid('form');
    return c.json({ data: await setOwnerPicture(actorOf(c), owner, id, file, alt), message: 'تصویر ذخیره شد' }, 200);
  });
  app.openapi(removeOwnerPictureRoute, async (c) => {
    noStore(c);
    const { owner, id } = c.req.valid('param');
    return c.json({ data: await removeOwnerPicture(actorOf(c), owner, id), message: 'تصویر برداشته شد' }, 200);
  });
}
