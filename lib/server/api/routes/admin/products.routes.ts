import 'server-only';
import { z } from '@hono/zod-openapi';
import { envelope } from '@/lib/contracts/envelope';
import {
  adminProductSchema,
  adminVariantSchema,
  bulkVariantsBodySchema,
  catalogOptionsSchema,
  productBodySchema,
  productListQuerySchema,
  productListSchema,
  publishBodySchema,
  removeResultSchema,
  variantBodySchema,
} from '@/lib/contracts/admin/products';
import { picturesBodySchema } from '@/lib/contracts/admin/pictures';
import { adminRoute } from '../../admin-access';
import { error, idParam, json } from '../facility/facility-openapi';

const product = { description: 'The product as the console edits it', content: json(envelope(adminProductSchema)) };
const notFound = error('No such product');

export const listProductsRoute = adminRoute('catalog.read', {
  method: 'get',
  path: '/admin/products',
  summary: 'Every product a page at a time, archived ones too: q (title, id or SKU), categoryId, brandId, status, lowStock=1',
  request: { query: productListQuerySchema },
  responses: { 200: { description: 'A page of products', content: json(envelope(productListSchema)) }, 400: error('A filter is invalid') },
});

export const catalogOptionsRoute = adminRoute('catalog.read', {
  method: 'get',
  path: '/admin/catalog/options',
  summary: 'Categories (with their path), brands, insurance plans and attribute values the product form offers',
  responses: { 200: { description: 'The options', content: json(envelope(catalogOptionsSchema)) } },
});

export const getProductRoute = adminRoute('catalog.read', {
  method: 'get',
  path: '/admin/products/{id}',
  summary: 'One product with its variants and insurance plans, published or not',
  request: { params: idParam },
  responses: { 200: product, 404: notFound },
});

export const createProductRoute = adminRoute('catalog.write', {
  method: 'post',
  path: '/admin/products',
  summary: 'Creates a product (a draft unless published is true); the slug is made from the title when left empty; audited',
  request: { body: { required: true, content: json(productBodySchema) } },
  responses: { 201: { ...product, description: 'The new product' }, 400: error('Invalid body, a taken slug, or a missing category/brand/plan') },
});

export const updateProductRoute = adminRoute('catalog.write', {
  method: 'put',
  path: '/admin/products/{id}',
  summary: "Changes a product's fields and insurance plans; the storefront shows it at once; audited",
  request: { params: idParam, body: { required: true, content: json(productBodySchema) } },
  responses: { 200: product, 400: error('Invalid body or a taken slug'), 404: notFound },
});

export const publishProductRoute = adminRoute('catalog.write', {
  method: 'put',
  path: '/admin/products/{id}/published',
  summary: 'Publishes or unpublishes a product (unpublished: gone from listings, search, sitemap; its page is a 404 for shoppers); audited',
  request: { params: idParam, body: { required: true, content: json(publishBodySchema) } },
  responses: { 200: product, 400: error('Invalid body'), 404: notFound },
});

export const duplicateProductRoute = adminRoute('catalog.write', {
  method: 'post',
  path: '/admin/products/{id}/duplicate',
  summary: 'Copies a product as an unpublished draft, with its variants (new SKUs, no stock) and insurance plans; audited',
  request: { params: idParam },
  responses: { 201: { ...product, description: 'The copy' }, 404: notFound },
});

export const removeProductRoute = adminRoute('catalog.write', {
  method: 'delete',
  path: '/admin/products/{id}',
  summary: 'Deletes a product no order refers to; archives one that orders refer to; audited',
  request: { params: idParam },
  responses: { 200: { description: 'What happened', content: json(envelope(removeResultSchema)) }, 404: notFound },
});

export const createVariantRoute = adminRoute('catalog.write', {
  method: 'post',
  path: '/admin/products/{id}/variants',
  summary: 'Adds a variant (colour, second attribute, SKU, prices, promotion, stock, maxBuy); audited',
  request: { params: idParam, body: { required: true, content: json(variantBodySchema) } },
  responses: { 201: { description: 'The new variant', content: json(envelope(adminVariantSchema)) }, 400: error('Invalid body or a taken SKU'), 404: notFound },
});

export const bulkProductVariantsRoute = adminRoute('catalog.write', {
  method: 'put',
  path: '/admin/products/{id}/variants',
  summary: "Price, discount price, stock and maxBuy of a product's variants at once, all or nothing; audited per variant",
  request: { params: idParam, body: { required: true, content: json(bulkVariantsBodySchema) } },
  responses: { 200: { description: 'The variants that changed', content: json(envelope(z.array(adminVariantSchema))) }, 400: error('Invalid body or a variant of another product') },
});

export const bulkVariantsRoute = adminRoute('catalog.write', {
  method: 'put',
  path: '/admin/variants',
  summary: 'Price, discount price, stock and maxBuy of any variants at once (a filtered list), all or nothing; audited per variant',
  request: { body: { required: true, content: json(bulkVariantsBodySchema) } },
  responses: { 200: { description: 'The variants that changed', content: json(envelope(z.array(adminVariantSchema))) }, 400: error('Invalid body or an unknown variant') },
});

export const updateVariantRoute = adminRoute('catalog.write', {
  method: 'put',
  path: '/admin/variants/{id}',
  summary: 'Changes every field of a variant; audited',
  request: { params: idParam, body: { required: true, content: json(variantBodySchema) } },
  responses: { 200: { description: 'The variant', content: json(envelope(adminVariantSchema)) }, 400: error('Invalid body or a taken SKU'), 404: error('No such variant') },
});

export const removeVariantRoute = adminRoute('catalog.write', {
  method: 'delete',
  path: '/admin/variants/{id}',
  summary: 'Deletes a variant no order refers to; deactivates one that orders refer to; audited',
  request: { params: idParam },
  responses: { 200: { description: 'What happened', content: json(envelope(removeResultSchema)) }, 404: error('No such variant') },
});

const pictureFormSchema = z.object({
  file: z.custom<File>((v) => v instanceof File, { error: 'فایل تصویر را بفرستید' }).openapi({ type: 'string', format: 'binary' }),
  alt: z.string().trim().max(200, { error: 'متن جایگزین حداکثر ۲۰۰ حرف است' }).default(''),
  colourValueId: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.coerce.number({ error: 'رنگ معتبر نیست' }).int().positive({ error: 'رنگ معتبر نیست' }).nullable()),
});

export const addPictureRoute = adminRoute('catalog.write', {
  method: 'post',
  path: '/admin/products/{id}/pictures',
  summary: 'Uploads a picture (JPEG, PNG or WebP by content, up to UPLOAD_MAX_BYTES), added last, optionally for one colour; audited',
  request: { params: idParam, body: { required: true, content: { 'multipart/form-data': { schema: pictureFormSchema } } } },
  responses: { 201: { ...product, description: 'The product with its pictures' }, 400: error('Not a picture, too large, or a colour the product has not'), 404: notFound },
});

export const setPicturesRoute = adminRoute('catalog.write', {
  method: 'put',
  path: '/admin/products/{id}/pictures',
  summary: "The product's pictures in order (the first is the main one), with alt text and colour; a picture left out is removed; audited",
  request: { params: idParam, body: { required: true, content: json(picturesBodySchema) } },
  responses: { 200: product, 400: error('A picture the product has not, or a colour it has not'), 404: notFound },
});
