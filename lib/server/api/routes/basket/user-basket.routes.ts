import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { basketBulkBodySchema, basketLineFormSchema, importBasketFormSchema, removeInsuranceFormSchema } from '@/lib/contracts/basket';
import { requireUser } from '../../auth-session';
import { BEARER_SCHEME } from '../auth/auth.routes';
import { basketAnswer, error, form, json, lineErrors } from './basket-openapi';
import { pathId } from '../path-id';

const bearer = { security: [{ [BEARER_SCHEME]: [] }], middleware: requireUser, tags: ['basket'] };
const unauthorized = { 401: error('No live session') };
const lineIdParam = z.object({ id: pathId('id') });

export const getUserBasketRoute = createRoute({
  ...bearer,
  method: 'get',
  path: '/user/basket',
  summary: 'The signed-in user’s basket, never cached (SPEC §6)',
  responses: { 200: basketAnswer, ...unauthorized },
});

export const addBasketRoute = createRoute({
  ...bearer,
  method: 'post',
  path: '/user/addBasket',
  summary: 'Add qty of a variant (form productPropertyId, qty, insurance, insuranceId); the product’s live bundle items come along',
  request: { body: form(basketLineFormSchema) },
  responses: { 200: basketAnswer, ...lineErrors, ...unauthorized },
});

export const addBasketBulkRoute = createRoute({
  ...bearer,
  method: 'post',
  path: '/user/addBasketBulk',
  summary: 'Add several variants at once, all or none (JSON { items: [add payload] })',
  request: { body: { required: true, content: json(basketBulkBodySchema) } },
  responses: { 200: basketAnswer, ...lineErrors, ...unauthorized },
});

export const editBasketRoute = createRoute({
  ...bearer,
  method: 'put',
  path: '/user/editBasket',
  summary: 'Set a line’s qty and insurance (same form as add)',
  request: { body: form(basketLineFormSchema) },
  responses: { 200: basketAnswer, ...lineErrors, ...unauthorized },
});

export const deleteBasketRoute = createRoute({
  ...bearer,
  method: 'delete',
  path: '/user/deleteBasket/{id}',
  summary: 'Delete a line by its id (the item’s basketId) with its accompanying items; accompanying items alone are refused',
  request: { params: lineIdParam },
  responses: { 200: basketAnswer, ...lineErrors, ...unauthorized },
});

export const emptyBasketRoute = createRoute({
  ...bearer,
  method: 'delete',
  path: '/user/emptyBasket',
  summary: 'Remove every line',
  responses: { 200: basketAnswer, ...unauthorized },
});

export const importBasketRoute = createRoute({
  ...bearer,
  method: 'post',
  path: '/user/importBasket',
  summary: 'Merge a public basket into the user’s (quantities capped at the limits), then delete it; a second import changes nothing',
  request: { body: form(importBasketFormSchema) },
  responses: { 200: basketAnswer, 400: lineErrors[400], ...unauthorized },
});

export const removeInsuranceRoute = createRoute({
  ...bearer,
  method: 'post',
  path: '/user/removeInsurancefromBasket',
  summary: 'Remove a line’s insurance (form basketId = the line id); a forced insurance is refused',
  request: { body: form(removeInsuranceFormSchema) },
  responses: { 200: basketAnswer, ...lineErrors, ...unauthorized },
});
