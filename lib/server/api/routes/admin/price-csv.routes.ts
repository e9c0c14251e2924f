import 'server-only';
import { z } from '@hono/zod-openapi';
import { envelope } from '@/lib/contracts/envelope';
import { priceCsvAppliedSchema, priceCsvBodySchema, priceCsvPreviewSchema } from '@/lib/contracts/admin/price-csv';
import { productListQuerySchema } from '@/lib/contracts/admin/products';
import { adminRoute } from '../../admin-access';
import { error, json } from '../facility/facility-openapi';

export const exportPriceCsvRoute = adminRoute('catalog.read', {
  method: 'get',
  path: '/admin/variants/export',
  summary: 'The variants of the filtered product list as CSV (sku, title, price, discountPrice, stock, maxBuy), UTF-8 with a BOM',
  request: { query: productListQuerySchema },
  responses: { 200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } }, 400: error('A filter is invalid') },
});

export const previewPriceCsvRoute = adminRoute('catalog.write', {
  method: 'post',
  path: '/admin/variants/import/preview',
  summary: "Reads a price and stock CSV and answers each row's change and each row's error; writes nothing",
  request: { body: { required: true, content: json(priceCsvBodySchema) } },
  responses: { 200: { description: 'The preview', content: json(envelope(priceCsvPreviewSchema)) }, 400: error('Not a price CSV (no sku column, an unknown column, no rows, too many rows)') },
});

export const applyPriceCsvRoute = adminRoute('catalog.write', {
  method: 'post',
  path: '/admin/variants/import/apply',
  summary: 'Applies a price and stock CSV in one transaction (a row with an error applies nothing), one audit row per changed variant, then ANALYZE',
  request: { body: { required: true, content: json(priceCsvBodySchema) } },
  responses: { 200: { description: 'How many variants changed', content: json(envelope(priceCsvAppliedSchema)) }, 400: error('The file has errors; nothing was written') },
});
