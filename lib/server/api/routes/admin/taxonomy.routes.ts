import 'server-only';
import { z } from '@hono/zod-openapi';
import { envelope } from '@/lib/contracts/envelope';
import {
  adminAttributeSchema,
  adminAttributeValueSchema,
  attributeBodySchema,
  attributeUpdateBodySchema,
  attributeValueBodySchema,
  adminBrandSchema,
  adminCategorySchema,
  adminInsuranceSchema,
  brandBodySchema,
  categoryBodySchema,
  insuranceBodySchema,
  moveBodySchema,
  reorderBodySchema,
} from '@/lib/contracts/admin/taxonomy';
import { adminRoute } from '../../admin-access';
import { error, idParam, json } from '../facility/facility-openapi';

const ok = { description: 'Done', content: json(z.object({ message: z.string() })) };

export const listCategoriesRoute = adminRoute('catalog.read', {
  method: 'get',
  path: '/admin/categories',
  summary: 'The whole category tree as a flat list, parents before children, siblings in order',
  responses: { 200: { description: 'The categories', content: json(envelope(z.array(adminCategorySchema))) } },
});
export const createCategoryRoute = adminRoute('catalog.write', {
  method: 'post',
  path: '/admin/categories',
  summary: 'Creates a category (last among its siblings); audited',
  request: { body: { required: true, content: json(categoryBodySchema) } },
  responses: { 201: { description: 'The category', content: json(envelope(adminCategorySchema)) }, 400: error('Invalid body, a taken slug or a missing parent') },
});
export const updateCategoryRoute = adminRoute('catalog.write', {
  method: 'put',
  path: '/admin/categories/{id}',
  summary: 'Changes a category (a parent may not be itself or below it); audited',
  request: { params: idParam, body: { required: true, content: json(categoryBodySchema) } },
  responses: { 200: { description: 'The category', content: json(envelope(adminCategorySchema)) }, 400: error('Invalid body'), 404: error('No such category') },
});
export const moveCategoryRoute = adminRoute('catalog.write', {
  method: 'post',
  path: '/admin/categories/{id}/move',
  summary: 'Moves a category one place up or down among its siblings; audited',
  request: { params: idParam, body: { required: true, content: json(moveBodySchema) } },
  responses: { 200: ok, 404: error('No such category') },
});
export const reorderCategoriesRoute = adminRoute('catalog.write', {
  method: 'put',
  path: '/admin/categories/order',
  summary: 'Puts the children of one parent (null: the top level) in the order given, exactly those children (a drop in the tree); audited',
  request: { body: { required: true, content: json(reorderBodySchema) } },
  responses: { 200: ok, 400: error('Invalid body, or not exactly the children of that parent') },
});
export const deleteCategoryRoute = adminRoute('catalog.write', {
  method: 'delete',
  path: '/admin/categories/{id}',
  summary: 'Deletes a category without products or sub-categories; audited',
  request: { params: idParam },
  responses: { 200: ok, 404: error('No such category'), 409: error('It has products or sub-categories') },
});

export const listBrandsRoute = adminRoute('catalog.read', {
  method: 'get',
  path: '/admin/brands',
  summary: 'Every brand with its number of products',
  responses: { 200: { description: 'The brands', content: json(envelope(z.array(adminBrandSchema))) } },
});
export const createBrandRoute = adminRoute('catalog.write', {
  method: 'post',
  path: '/admin/brands',
  summary: 'Creates a brand; audited',
  request: { body: { required: true, content: json(brandBodySchema) } },
  responses: { 201: { description: 'The brand', content: json(envelope(adminBrandSchema)) }, 400: error('Invalid body or a taken slug') },
});
export const updateBrandRoute = adminRoute('catalog.write', {
  method: 'put',
  path: '/admin/brands/{id}',
  summary: "Changes a brand (its products' search text follows its names); audited",
  request: { params: idParam, body: { required: true, content: json(brandBodySchema) } },
  responses: { 200: { description: 'The brand', content: json(envelope(adminBrandSchema)) }, 400: error('Invalid body'), 404: error('No such brand') },
});
export const deleteBrandRoute = adminRoute('catalog.write', {
  method: 'delete',
  path: '/admin/brands/{id}',
  summary: 'Deletes a brand without products; audited',
  request: { params: idParam },
  responses: { 200: ok, 404: error('No such brand'), 409: error('It has products') },
});

export const listInsurancesRoute = adminRoute('catalog.read', {
  method: 'get',
  path: '/admin/insurancePlans',
  summary: 'Every insurance plan with the number of products offering it',
  responses: { 200: { description: 'The plans', content: json(envelope(z.array(adminInsuranceSchema))) } },
});
export const createInsuranceRoute = adminRoute('catalog.write', {
  method: 'post',
  path: '/admin/insurancePlans',
  summary: 'Creates an insurance plan (rich text sanitised); audited',
  request: { body: { required: true, content: json(insuranceBodySchema) } },
  responses: { 201: { description: 'The plan', content: json(envelope(adminInsuranceSchema)) }, 400: error('Invalid body') },
});
export const updateInsuranceRoute = adminRoute('catalog.write', {
  method: 'put',
  path: '/admin/insurancePlans/{id}',
  summary: 'Changes an insurance plan; plans are deactivated, never deleted (orders name them); audited',
  request: { params: idParam, body: { required: true, content: json(insuranceBodySchema) } },
  responses: { 200: { description: 'The plan', content: json(envelope(adminInsuranceSchema)) }, 400: error('Invalid body'), 404: error('No such plan') },
});

export const createAttributeValueRoute = adminRoute('catalog.write', {
  method: 'post',
  path: '/admin/attributes/{id}/values',
  summary: 'Adds a value to an attribute: a colour with its #rrggbb swatch (type 1) or a text value (type 2); audited',
  request: { params: idParam, body: { required: true, content: json(attributeValueBodySchema) } },
  responses: { 201: { description: 'The value', content: json(envelope(adminAttributeValueSchema)) }, 400: error('Invalid body, a bad swatch or a taken name'), 404: error('No such attribute') },
});
export const updateAttributeValueRoute = adminRoute('catalog.write', {
  method: 'put',
  path: '/admin/attributeValues/{id}',
  summary: "Changes an attribute value's name, swatch or text and order; audited",
  request: { params: idParam, body: { required: true, content: json(attributeValueBodySchema) } },
  responses: { 200: { description: 'The value', content: json(envelope(adminAttributeValueSchema)) }, 400: error('Invalid body'), 404: error('No such value') },
});

export const createAttributeRoute = adminRoute('catalog.write', {
  method: 'post',
  path: '/admin/attributes',
  summary: 'Creates an attribute: type 1 a colour (values with a swatch), type 2 a text (memory…); audited',
  request: { body: { required: true, content: json(attributeBodySchema) } },
  responses: { 201: { description: 'The attribute', content: json(envelope(adminAttributeSchema)) }, 400: error('Invalid body or a taken name') },
});
export const updateAttributeRoute = adminRoute('catalog.write', {
  method: 'put',
  path: '/admin/attributes/{id}',
  summary: "Renames or reorders an attribute (its type is fixed); audited",
  request: { params: idParam, body: { required: true, content: json(attributeUpdateBodySchema) } },
  responses: { 200: { description: 'The attribute', content: json(envelope(adminAttributeSchema)) }, 400: error('Invalid body or a taken name'), 404: error('No such attribute') },
});
export const deleteAttributeValueRoute = adminRoute('catalog.write', {
  method: 'delete',
  path: '/admin/attributeValues/{id}',
  summary: 'Deletes an attribute value no variant uses; audited',
  request: { params: idParam },
  responses: { 200: ok, 404: error('No such value'), 409: error('Variants use it') },
});
