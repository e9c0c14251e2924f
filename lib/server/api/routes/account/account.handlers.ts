import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { accountMessages as msg } from '@/lib/contracts/account';
import { noStore } from '../../auth-session';
import { listDashboardMenu } from '../../../services/account/dashboard-menu';
import { addFavorite, listFavoriteIds, listFavorites, removeFavorite } from '../../../services/account/favorites';
import { listNotifications, markNotificationSeen } from '../../../services/account/notifications';
import { scoreMessages } from '@/lib/contracts/scores';
import { getScores, redeemScores } from '../../../services/account/scores';
import {
  addFavoriteRoute,
  dashboardMenuRoute,
  favoriteIdsRoute,
  listFavoritesRoute,
  listNotificationsRoute,
  removeFavoriteRoute,
  redeemScoresRoute,
  scoresRoute,
  seenNotificationRoute,
} from './account.routes';

/** The signed-in customer's own things (DESIGN.md domain `account`): dashboard menu, favourites, notifications. */
export function mountAccount(app: OpenAPIHono) {
  app.openapi(dashboardMenuRoute, async (c) => c.json({ data: await listDashboardMenu() }, 200));

  app.openapi(listFavoritesRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listFavorites(c.get('auth').user.id) }, 200);
  });

  app.openapi(favoriteIdsRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listFavoriteIds(c.get('auth').user.id) }, 200);
  });

  app.openapi(addFavoriteRoute, async (c) => {
    const userId = c.get('auth').user.id;
    await addFavorite(userId, c.req.valid('param').productId);
    return c.json({ data: await listFavoriteIds(userId), message: msg.favoriteAdded }, 200);
  });

  app.openapi(removeFavoriteRoute, async (c) => {
    const userId = c.get('auth').user.id;
    await removeFavorite(userId, c.req.valid('param').productId);
    return c.json({ data: await listFavoriteIds(userId), message: msg.favoriteRemoved }, 200);
  });

  app.openapi(listNotificationsRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listNotifications(c.get('auth').user.id) }, 200);
  });

  app.openapi(seenNotificationRoute, async (c) => {
    const data = await markNotificationSeen(c.get('auth').user.id, c.req.valid('query').id);
    return c.json({ data }, 200);
  });

  app.openapi(scoresRoute, async (c) => {
    noStore(c);
    return c.json({ data: await getScores(c.get('auth').user.id) }, 200);
  });

  app.openapi(redeemScoresRoute, async (c) => {
    noStore(c);
    const data = await redeemScores(c.get('auth').user.id, c.req.valid('json').points);
    return c.json({ data, message: scoreMessages.redeemed }, 200);
  });
}
