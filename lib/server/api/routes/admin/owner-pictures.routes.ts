import 'server-only';
import { z } from '@hono/zod-openapi';
import { envelope } from '@/lib/contracts/envelope';
import { ownerPictureSchema, PICTURE_OWNERS } from '@/lib/contracts/admin/pictures';
import { adminRoute } from '../../admin-access';
import { error, json } from '../facility/facility-openapi';
import { pathId } from '../path-id';

const params = z.object({
  owner: z.enum(PICTURE_OWNERS, { error: 'تصویر فقط برای دسته، برند، طرح بیمه یا رنگ است' }).openapi({ param: { name: 'owner', in: 'path' } }),
  id: pathId('id'),
});

const pictureForm = z.object({
  file: z.custom<File>((v) => v instanceof File, { error: 'فایل تصویر را بفرستید' }).openapi({ type: 'string', format: 'binary' }),
  alt: z.string().trim().max(200, { error: 'متن جایگزین حداکثر ۲۰۰ حرف است' }).default(''),
});

const answer = { description: 'The picture now', content: json(envelope(ownerPictureSchema)) };

export const setOwnerPictureRoute = adminRoute('catalog.write', {
  method: 'post',
  path: '/admin/{owner}/{id}/picture',
  summary: "Uploads the picture of a category, brand, insurance plan or colour value (JPEG, PNG or WebP by content), replacing the one before; audited",
  request: { params, body: { required: true, content: { 'multipart/form-data': { schema: pictureForm } } } },
  responses: { 200: answer, 400: error('Not a picture, too large, or a value of a text attribute'), 404: error('No such category, brand, plan or value') },
});

export const removeOwnerPictureRoute = adminRoute('catalog.write', {
  method: 'delete',
  path: '/admin/{owner}/{id}/picture',
  summary: 'Removes the picture of a category, brand, insurance plan or colour value; its stored file goes once nothing names it; audited',
  request: { params },
  responses: { 200: answer, 400: error('A value of a text attribute'), 404: error('No such category, brand, plan or value') },
});
