import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { clearSessionCookie, clientIp, noStore, setSessionCookie } from '../../auth-session';
import { authServerMessages as msg } from '../../../services/auth/auth-messages';
import { loginByCode, loginByPassword } from '../../../services/auth/login';
import { issueCode } from '../../../services/auth/otp';
import { revokeSession } from '../../../services/auth/sessions';
import { setStaffPreview } from '../../../rendered-pages';
import { seesShopInMaintenance } from '../../../services/content/maintenance';
import { findUserByMobile, hasMainData } from '../../../services/auth/users';
import {
  BEARER_SCHEME,
  checkRoute,
  codeLoginRoute,
  forgetPasswordRoute,
  logoutRoute,
  passwordLoginRoute,
  sendCodeRoute,
} from './auth.routes';

export function mountAuth(app: OpenAPIHono) {
  app.openAPIRegistry.registerComponent('securitySchemes', BEARER_SCHEME, { type: 'http', scheme: 'bearer' });

  app.openapi(sendCodeRoute, async (c) => {
    const { mobile, isVoiceCall } = c.req.valid('json');
    const data = await issueCode({ mobile, purpose: 'login', voice: isVoiceCall, ip: clientIp(c), deliver: true });
    return c.json({ data, message: msg.codeSent }, 200);
  });

  app.openapi(forgetPasswordRoute, async (c) => {
    const { mobile } = c.req.valid('form');
    const { isVoiceCall } = c.req.valid('query');
    // No account, nothing delivered, but the same answer and limits: the endpoint does not reveal who is registered.
    const deliver = Boolean(await findUserByMobile(mobile));
    const data = await issueCode({ mobile, purpose: 'reset', voice: isVoiceCall, ip: clientIp(c), deliver });
    return c.json({ data, message: msg.codeSent }, 200);
  });

  app.openapi(codeLoginRoute, async (c) => {
    const { mobile, code } = c.req.valid('json');
    const data = await loginByCode(mobile, code, clientIp(c));
    setSessionCookie(c, data.token);
    await setStaffPreview(await seesShopInMaintenance({ id: data.user.id, role: data.role }));
    noStore(c);
    return c.json({ data }, 200);
  });

  app.openapi(passwordLoginRoute, async (c) => {
    const { mobile, password } = c.req.valid('json');
    const data = await loginByPassword(mobile, password, clientIp(c));
    setSessionCookie(c, data.token);
    await setStaffPreview(await seesShopInMaintenance({ id: data.user.id, role: data.role }));
    noStore(c);
    return c.json({ data }, 200);
  });

  app.openapi(logoutRoute, async (c) => {
    await revokeSession(c.get('auth').session.id);
    clearSessionCookie(c);
    await setStaffPreview(false);
    return c.json({ data: null, message: msg.loggedOut }, 200);
  });

  app.openapi(checkRoute, async (c) => {
    const { user } = c.get('auth');
    noStore(c);
    return c.json({ data: { role: user.role, hasMainData: hasMainData(user) } }, 200);
  });
}
