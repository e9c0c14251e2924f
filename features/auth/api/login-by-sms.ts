import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { LoginAnswer } from '@/lib/contracts/auth';

export async function loginBySms(input: { mobile: string; code: string }): Promise<LoginAnswer> {
  const res = await apiClient.post<{ data: LoginAnswer }>('/v1/userLoginBySMS', input);
  return res.data.data;
}

export const useLoginBySms = () => useMutation({ mutationFn: loginBySms });
