import { apiClient } from '@/lib/api-client';

/** Revokes the token on the server; the client forgets the session whatever the answer. */
export async function logoutRequest(): Promise<void> {
  await apiClient.post('/v1/logout').catch(() => undefined);
}
