import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { CodeSent } from '@/lib/contracts/auth';

export type SendCodeInput = { mobile: string; isVoiceCall?: boolean };

export async function sendCode(input: SendCodeInput): Promise<CodeSent> {
  const res = await apiClient.post<{ data: CodeSent }>('/v1/sendCode', input);
  return res.data.data;
}

export const useSendCode = () => useMutation({ mutationFn: sendCode });
