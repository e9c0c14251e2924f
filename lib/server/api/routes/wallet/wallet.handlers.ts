import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { walletChargeSchema } from '@/lib/contracts/wallet';
import { noStore } from '../../auth-session';
import { chargeLimits, chargeWallet } from '../../../services/checkout/wallet-charge';
import { walletTransactions } from '../../../services/wallet/transactions';
import { chargeWalletRoute, walletTransactionsRoute } from './wallet.routes';

export function mountWallet(app: OpenAPIHono) {
  app.openapi(chargeWalletRoute, async (c) => {
    const { amount, gateway, orderId } = walletChargeSchema(chargeLimits()).parse(c.req.valid('json'));
    const data = await chargeWallet(c.get('auth').user.id, amount, gateway, orderId);
    noStore(c);
    return c.json({ data }, 200);
  });

  app.openapi(walletTransactionsRoute, async (c) => {
    const { page = 1, size = 20 } = c.req.valid('query');
    noStore(c);
    return c.json({ data: await walletTransactions(c.get('auth').user.id, page, size) }, 200);
  });
}
