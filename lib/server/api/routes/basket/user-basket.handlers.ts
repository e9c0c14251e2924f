import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { basketMessages } from '@/lib/contracts/basket';
import { addedWithout } from '@/lib/contracts/basket-messages';
import { noStore } from '../../auth-session';
import { changeUserBasket, getUserBasket, type UserBasketChange } from '../../../services/basket/baskets';
import {
  addBasketBulkRoute,
  addBasketRoute,
  deleteBasketRoute,
  editBasketRoute,
  emptyBasketRoute,
  getUserBasketRoute,
  importBasketRoute,
  removeInsuranceRoute,
} from './user-basket.routes';

/** SPEC §6: the seller flag (noCheck) lifts the stock and maxBuy limits. */
const viewerOf = (c: Context) => ({ noCheck: c.get('auth').user.role === 'seller' });

async function change(c: Context, what: UserBasketChange) {
  const result = await changeUserBasket(c.get('auth').user.id, viewerOf(c), what);
  noStore(c);
  return result;
}

export function mountUserBasket(app: OpenAPIHono) {
  app.openapi(getUserBasketRoute, async (c) => {
    const answer = await getUserBasket(c.get('auth').user.id, viewerOf(c));
    noStore(c);
    return c.json(answer, 200);
  });

  app.openapi(addBasketRoute, async (c) => {
    const { answer, leftOut } = await change(c, { kind: 'add', line: c.req.valid('form') });
    return c.json({ ...answer, message: leftOut.length > 0 ? addedWithout(leftOut) : basketMessages.added }, 200);
  });

  app.openapi(addBasketBulkRoute, async (c) => c.json((await change(c, { kind: 'bulk', lines: c.req.valid('json').items })).answer, 200));
  app.openapi(editBasketRoute, async (c) => c.json((await change(c, { kind: 'set', line: c.req.valid('form') })).answer, 200));
  app.openapi(deleteBasketRoute, async (c) => c.json((await change(c, { kind: 'delete', lineId: c.req.valid('param').id })).answer, 200));
  app.openapi(emptyBasketRoute, async (c) => c.json((await change(c, { kind: 'empty' })).answer, 200));
  app.openapi(importBasketRoute, async (c) =>
    c.json((await change(c, { kind: 'import', publicBasketId: c.req.valid('form').publicBasketId })).answer, 200),
  );
  app.openapi(removeInsuranceRoute, async (c) =>
    c.json((await change(c, { kind: 'removeInsurance', lineId: c.req.valid('form').basketId })).answer, 200),
  );
}
