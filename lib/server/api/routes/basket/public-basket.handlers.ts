import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { basketMessages } from '@/lib/contracts/basket';
import { addedWithout } from '@/lib/contracts/basket-messages';
import { addToPublicBasket, changePublicBasket, getPublicBasket } from '../../../services/basket/baskets';
import {
  addPublicBasketRoute,
  deletePublicBasketRoute,
  editPublicBasketRoute,
  emptyPublicBasketRoute,
  getPublicBasketRoute,
  removePublicInsuranceRoute,
} from './public-basket.routes';

export function mountPublicBasket(app: OpenAPIHono) {
  app.openapi(addPublicBasketRoute, async (c) => {
    const { basketId, ...line } = c.req.valid('form');
    const { id, leftOut } = await addToPublicBasket(basketId, line);
    return c.json({ data: id, message: leftOut.length > 0 ? addedWithout(leftOut) : basketMessages.added }, 200);
  });

  app.openapi(getPublicBasketRoute, async (c) => c.json(await getPublicBasket(c.req.valid('param').basketId), 200));

  app.openapi(editPublicBasketRoute, async (c) => {
    const { basketId, ...line } = c.req.valid('form');
    return c.json(await changePublicBasket(basketId, { kind: 'set', line }), 200);
  });

  app.openapi(deletePublicBasketRoute, async (c) => {
    const { basketId, itemId } = c.req.valid('param');
    return c.json(await changePublicBasket(basketId, { kind: 'delete', lineId: itemId }), 200);
  });

  app.openapi(emptyPublicBasketRoute, async (c) => c.json(await changePublicBasket(c.req.valid('param').basketId, { kind: 'empty' }), 200));

  app.openapi(removePublicInsuranceRoute, async (c) => {
    const { basketId, publicBasketId } = c.req.valid('form');
    return c.json(await changePublicBasket(publicBasketId, { kind: 'removeInsurance', lineId: basketId }), 200);
  });
}
