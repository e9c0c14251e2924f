import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { LoginAnswer } from '@/lib/contracts/auth';

export async function loginByPassword(input: { mobile: string; password: string }): Promise<LoginAnswer> {
  const res = await apiClient.post<{ data: LoginAnswer }>('/v1/userLogin', input);
  return res.data.data;
}

export const useLoginByPassword = () => useMutation({ mutationFn: loginByPassword });
