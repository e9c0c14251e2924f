import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { CodeSent } from '@/lib/contracts/auth';

export type ForgetPasswordInput = { mobile: string; isVoiceCall: boolean };

/** SPEC §7: multipart mobile, isVoiceCall in the query. */
export async function forgetPassword({ mobile, isVoiceCall }: ForgetPasswordInput): Promise<CodeSent> {
  const form = new FormData();
  form.append('mobile', mobile);
  const res = await apiClient.post<{ data: CodeSent }>('/v1/forgetPassword', form, { params: { isVoiceCall } });
  return res.data.data;
}

export const useForgetPassword = () => useMutation({ mutationFn: forgetPassword });
