import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { User } from '@/lib/contracts/auth';
import { userQueryKey } from './get-user';

export type UserInfoForm = { fname: string; lname: string; nationalCode: string; provinceId: number; cityId: number; birthDate?: string };

/** SPEC §7: multipart fields; the answer's data.data is the saved user. */
export async function updateUserInfo(values: UserInfoForm): Promise<User> {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') form.append(key, String(value));
  const res = await apiClient.put<{ data: User }>('/user/userInfo', form);
  return res.data.data;
}

export function useUpdateUserInfo() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateUserInfo, onSuccess: (user) => client.setQueryData(userQueryKey, user) });
}
