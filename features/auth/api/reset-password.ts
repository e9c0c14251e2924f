import { useMutation } from '@tanstack/react-query';
import { apiClient, NO_CACHE_HEADERS } from '@/lib/api-client';

/** SPEC §7: multipart password and secretKey, bearer plus no-cache headers. */
export async function resetPassword({ password, secretKey }: { password: string; secretKey: string }): Promise<void> {
  const form = new FormData();
  form.append('password', password);
  form.append('secretKey', secretKey);
  await apiClient.put('/user/resetPassword', form, { headers: NO_CACHE_HEADERS });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
