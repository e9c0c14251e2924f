import 'server-only';
import { z } from '@hono/zod-openapi';
import { envelope } from '@/lib/contracts/envelope';
import { adminRoute } from '../../admin-access';
import { error, json } from '../facility/facility-openapi';

const pictureFormSchema = z.object({
  file: z.custom<File>((v) => v instanceof File, { error: 'فایل تصویر را بفرستید' }).openapi({ type: 'string', format: 'binary' }),
});

export const uploadContentPictureRoute = adminRoute('content.write', {
  method: 'post',
  path: '/admin/content/pictures',
  summary: 'Uploads a banner, popup or menu picture (JPEG, PNG or WebP by content, up to UPLOAD_MAX_BYTES) and answers its address for the form; audited',
  request: { body: { required: true, content: { 'multipart/form-data': { schema: pictureFormSchema } } } },
  responses: {
    201: { description: 'The picture’s address', content: json(envelope(z.object({ src: z.string() }))) },
    400: error('Not a picture, or too large'),
  },
});
