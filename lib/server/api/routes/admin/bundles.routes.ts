import 'server-only';
import { z } from '@hono/zod-openapi';
import { envelope } from '@/lib/contracts/envelope';
import { adminBundleSchema, bundleBodySchema, productPickSchema, productSearchQuerySchema } from '@/lib/contracts/admin/bundles';
import { adminRoute } from '../../admin-access';
import { error, idParam, json } from '../facility/facility-openapi';

const bundle = { description: 'The bundle', content: json(envelope(adminBundleSchema)) };

export const searchProductsRoute = adminRoute('catalog.read', {
  method: 'get',
  path: '/admin/catalog/productSearch',
  summary: 'Products to pick by typing: every word of q in the name (Persian-aware), or the id or SKU; at most 10, with id, title and picture',
  request: { query: productSearchQuerySchema },
  responses: { 200: { description: 'The products found', content: json(envelope(z.array(productPickSchema))) }, 400: error('q is too long') },
});

export const listBundlesRoute = adminRoute('catalog.read', {
  method: 'get',
  path: '/admin/products/{id}/bundles',
  summary: "A product's bundles (items sold with it at a discount), ended and inactive ones too",
  request: { params: idParam },
  responses: { 200: { description: 'The bundles', content: json(envelope(z.array(adminBundleSchema))) }, 404: error('No such product') },
});

export const createBundleRoute = adminRoute('catalog.write', {
  method: 'post',
  path: '/admin/products/{id}/bundles',
  summary: 'Adds a bundle to a product: other products’ variants, each with a quantity and a discount; audited',
  request: { params: idParam, body: { required: true, content: json(bundleBodySchema) } },
  responses: { 201: bundle, 400: error('Invalid body, an unknown variant, the product itself, a discount above the price or an end in the past'), 404: error('No such product') },
});

export const updateBundleRoute = adminRoute('catalog.write', {
  method: 'put',
  path: '/admin/bundles/{id}',
  summary: 'Changes a bundle and its items (a kept item keeps the basket lines holding it); audited',
  request: { params: idParam, body: { required: true, content: json(bundleBodySchema) } },
  responses: { 200: bundle, 400: error('Invalid body'), 404: error('No such bundle') },
});

export const deleteBundleRoute = adminRoute('catalog.write', {
  method: 'delete',
  path: '/admin/bundles/{id}',
  summary: 'Deletes a bundle; baskets lose its accompanying lines; audited',
  request: { params: idParam },
  responses: { 200: { description: 'Done', content: json(z.object({ message: z.string() })) }, 404: error('No such bundle') },
});
