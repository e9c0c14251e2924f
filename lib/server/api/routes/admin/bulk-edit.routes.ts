import 'server-only';
import { envelope } from '@/lib/contracts/envelope';
import { bulkEditBodySchema, bulkEditPreviewSchema, bulkEditResultSchema } from '@/lib/contracts/admin/bulk-edit';
import { adminRoute } from '../../admin-access';
import { error, json } from '../facility/facility-openapi';

export const previewBulkEditRoute = adminRoute('catalog.write', {
  method: 'post',
  path: '/admin/variants/bulk/preview',
  summary: "What a price (set, percent or amount) and stock change would do to the filtered list's variants: how many, each change and each error; writes nothing",
  request: { body: { required: true, content: json(bulkEditBodySchema) } },
  responses: { 200: { description: 'The preview', content: json(envelope(bulkEditPreviewSchema)) }, 400: error('Invalid body, or more variants than one edit may change') },
});

export const applyBulkEditRoute = adminRoute('catalog.write', {
  method: 'post',
  path: '/admin/variants/bulk/apply',
  summary: "Applies the change to the filtered list's variants in one transaction (any variant it would break applies nothing), one audit row per changed variant",
  request: { body: { required: true, content: json(bulkEditBodySchema) } },
  responses: {
    200: { description: 'How many variants changed', content: json(envelope(bulkEditResultSchema)) },
    400: error('Invalid body, an empty list, or a variant the change would break; nothing was written'),
    409: error('The list changed since the preview (expected); nothing was written'),
  },
});
