import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  publicBasketEditFormSchema,
  publicBasketIdAnswerSchema,
  publicBasketIdField,
  publicBasketLineFormSchema,
  removePublicInsuranceFormSchema,
} from '@/lib/contracts/basket';
import { basketAnswer, error, form, json, lineErrors } from './basket-openapi';
import { pathId } from '../path-id';

const tags = ['basket'];
// Built here, after @hono/zod-openapi has taught zod `.openapi`; the contract's field predates that.
const basketIdParam = z.string().pipe(publicBasketIdField).openapi({ param: { name: 'basketId', in: 'path' } });
const itemIdParam = pathId('itemId');
const unknownBasket = { 404: error('No public basket has this id') };

export const addPublicBasketRoute = createRoute({
  tags,
  method: 'post',
  path: '/public/addPublicBasket',
  summary: 'Add to the visitor’s basket (form as for add, plus basketId when one exists); data = the basket id, new when none was given',
  request: { body: form(publicBasketLineFormSchema) },
  responses: { 200: { description: 'data = the public basket id', content: json(publicBasketIdAnswerSchema) }, ...lineErrors },
});

export const getPublicBasketRoute = createRoute({
  tags,
  method: 'get',
  path: '/public/publicBasket/{basketId}',
  summary: 'A public basket by its id',
  request: { params: z.object({ basketId: basketIdParam }) },
  responses: { 200: basketAnswer, 400: lineErrors[400], ...unknownBasket },
});

export const editPublicBasketRoute = createRoute({
  tags,
  method: 'put',
  path: '/public/editPublicBasket',
  summary: 'Set a line’s qty and insurance in a public basket (form as for add, with basketId)',
  request: { body: form(publicBasketEditFormSchema) },
  responses: { 200: basketAnswer, ...lineErrors },
});

export const deletePublicBasketRoute = createRoute({
  tags,
  method: 'delete',
  path: '/public/deletePublicBasket/{basketId}/{itemId}',
  summary: 'Delete a line (itemId = the item’s basketId) with its accompanying items',
  request: { params: z.object({ basketId: basketIdParam, itemId: itemIdParam }) },
  responses: { 200: basketAnswer, ...lineErrors },
});

export const emptyPublicBasketRoute = createRoute({
  tags,
  method: 'delete',
  path: '/public/emptyBasket/{basketId}',
  summary: 'Remove every line of a public basket',
  request: { params: z.object({ basketId: basketIdParam }) },
  responses: { 200: basketAnswer, 400: lineErrors[400], ...unknownBasket },
});

export const removePublicInsuranceRoute = createRoute({
  tags,
  method: 'post',
  path: '/public/removeInsurancefromBasket',
  summary: 'Remove a line’s insurance (form basketId = the line id, publicBasketId = the public basket); a forced one is refused',
  request: { body: form(removePublicInsuranceFormSchema) },
  responses: { 200: basketAnswer, ...lineErrors },
});
