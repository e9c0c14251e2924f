import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  dashboardMenuItemSchema,
  favoriteSchema,
  notificationIdQuerySchema,
  productIdParamSchema,
  userNotificationSchema,
} from '@/lib/contracts/account';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { redeemedSchema, redeemScoresBodySchema, scoresSchema } from '@/lib/contracts/scores';
import { requireUser } from '../../auth-session';
import { BEARER_SCHEME } from '../auth/auth.routes';

const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(errorBodySchema) });
const ok = <T extends z.ZodType>(description: string, schema: T) => ({ 200: { description, content: json(envelope(schema)) } });
const unauthorized = { 401: error('No live session') };
const bearer = { security: [{ [BEARER_SCHEME]: [] }], middleware: requireUser, tags: ['account'] };

export const dashboardMenuRoute = createRoute({
  ...bearer,
  method: 'get',
  path: '/user/v2/Dashboard/Get',
  summary: 'The dashboard menu (SPEC §7): active items sorted by order',
  responses: { ...ok('The menu', z.array(dashboardMenuItemSchema)), ...unauthorized },
});

export const listFavoritesRoute = createRoute({
  ...bearer,
  method: 'get',
  path: '/user/wishlist',
  summary: 'The user’s favourite products with their price and stock now, newest first, never cached',
  responses: { ...ok('The favourites', z.array(favoriteSchema)), ...unauthorized },
});

export const favoriteIdsRoute = createRoute({
  ...bearer,
  method: 'get',
  path: '/user/wishlist/ids',
  summary: 'Only the product ids of the user’s favourites (the hearts on product cards), never cached',
  responses: { ...ok('Product ids', z.array(z.number().int())), ...unauthorized },
});

export const addFavoriteRoute = createRoute({
  ...bearer,
  method: 'put',
  path: '/user/wishlist/{productId}',
  summary: 'Add a product to the favourites; adding it again changes nothing',
  request: { params: productIdParamSchema },
  responses: {
    ...ok('data is the favourites’ product ids', z.array(z.number().int())),
    400: error('Not a product id'),
    404: error('No such product on sale'),
    ...unauthorized,
  },
});

export const removeFavoriteRoute = createRoute({
  ...bearer,
  method: 'delete',
  path: '/user/wishlist/{productId}',
  summary: 'Remove a product from the favourites; removing one that is not there changes nothing',
  request: { params: productIdParamSchema },
  responses: { ...ok('data is the favourites’ product ids', z.array(z.number().int())), 400: error('Not a product id'), ...unauthorized },
});

export const listNotificationsRoute = createRoute({
  ...bearer,
  method: 'get',
  path: '/user/notifications',
  summary: 'The user’s notifications, newest first (SPEC §7: isModal, seen, id, value), never cached',
  responses: { ...ok('The notifications', z.array(userNotificationSchema)), ...unauthorized },
});

export const seenNotificationRoute = createRoute({
  ...bearer,
  method: 'post',
  path: '/user/changeNotificationStateToSeen',
  summary: 'Mark one of the user’s notifications seen (query id, empty body); marking it again changes nothing',
  request: { query: notificationIdQuerySchema },
  responses: {
    ...ok('data is the notification', userNotificationSchema),
    400: error('Not a notification id'),
    404: error('No such notification of this user'),
    ...unauthorized,
  },
});

export const scoresRoute = createRoute({
  ...bearer,
  method: 'get',
  path: '/user/scores',
  summary: 'The user’s loyalty points: one per 100,000 toman of each paid, not refunded order, less those spent, and how they are spent; never cached',
  responses: { ...ok('The points and the orders that earned them', scoresSchema), ...unauthorized },
});

export const redeemScoresRoute = createRoute({
  ...bearer,
  method: 'post',
  path: '/user/scores/redeem',
  summary: 'Turns points into wallet credit at the operator’s rate, with a ledger row, in one transaction; the same points never pay twice',
  request: { body: { required: true, content: json(redeemScoresBodySchema) } },
  responses: {
    ...ok('The points spent, the toman credited and the points left', redeemedSchema),
    400: error('Not a number of points, or fewer than the minimum'),
    409: error('Not enough points, or spending is off'),
    ...unauthorized,
  },
});
