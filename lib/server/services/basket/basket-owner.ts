import 'server-only';
import { cookies } from 'next/headers';
import { resolveSession, SESSION_COOKIE } from '../auth/sessions';

/** Who a server-rendered page draws the basket for, from the session cookie the sign-in sets beside the bearer token. */
export async function basketOwner(): Promise<{ signedIn: boolean; noCheck: boolean }> {
  const session = await resolveSession((await cookies()).get(SESSION_COOKIE)?.value ?? '');
  return { signedIn: session !== undefined, noCheck: session?.user.role === 'seller' };
}
