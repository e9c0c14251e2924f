import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { userInfoSchema } from '@/lib/contracts/auth';
import { latestBirthDate } from '@/lib/validators/birth-date';
import { noStore } from '../../auth-session';
import { setPassword, updateUserInfo } from '../../../services/auth/account';
import { authServerMessages as msg } from '../../../services/auth/auth-messages';
import { toUser } from '../../../services/auth/users';
import { walletBalance } from '../../../services/wallet/ledger';
import { getUserRoute, getWalletRoute, putUserInfoRoute, resetPasswordRoute } from './user.routes';

export function mountUser(app: OpenAPIHono) {
  app.openapi(getUserRoute, async (c) => {
    noStore(c);
    return c.json({ data: await toUser(c.get('auth').user) }, 200);
  });

  app.openapi(getWalletRoute, async (c) => {
    noStore(c);
    return c.json({ data: { balance: await walletBalance(c.get('auth').user.id) } }, 200);
  });

  app.openapi(putUserInfoRoute, async (c) => {
    const values = userInfoSchema(latestBirthDate()).parse(c.req.valid('form'));
    const data = await updateUserInfo(c.get('auth').user.id, values);
    noStore(c);
    return c.json({ data, message: msg.profileSaved }, 200);
  });

  app.openapi(resetPasswordRoute, async (c) => {
    const { password, secretKey } = c.req.valid('form');
    await setPassword(c.get('auth'), secretKey, password);
    return c.json({ data: null, message: msg.passwordSaved }, 200);
  });
}
