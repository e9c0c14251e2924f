import 'server-only';
import { z } from '@hono/zod-openapi';
import { envelope } from '@/lib/contracts/envelope';
import { themeSchema } from '@/lib/contracts/theme';
import { adminRoute } from '../../admin-access';
import { error, json } from '../facility/facility-openapi';

export const themeAnswerSchema = z.object({
  theme: themeSchema,
  /** The stylesheet's version: /api/public/theme.css?v={version}. */
  version: z.string(),
});

export const getThemeRoute = adminRoute('content.read', {
  method: 'get',
  path: '/admin/theme',
  summary: "The shop's colours and corner radius, as /api/public/theme.css serves them",
  responses: { 200: { description: 'The look', content: json(envelope(themeAnswerSchema)) } },
});

export const updateThemeRoute = adminRoute('content.write', {
  method: 'put',
  path: '/admin/theme',
  summary: 'Saves the colours and radius; a colour pair below WCAG AA (4.5:1) is refused; the shop shows the change at once; audited',
  request: { body: { required: true, content: json(themeSchema) } },
  responses: {
    200: { description: 'The look after the change', content: json(envelope(themeAnswerSchema)) },
    400: error('A colour is malformed, or a pair of colours is below 4.5:1 (the message names the pair and its ratio)'),
  },
});
