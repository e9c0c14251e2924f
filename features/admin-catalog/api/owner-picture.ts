import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { OwnerPicture, PictureOwner } from '@/lib/contracts/admin/pictures';

export type OwnerPictureWrite = { owner: PictureOwner; id: number; file: File | null; alt?: string };

/** Uploads (a file) or removes (null) the one picture of a category, brand, insurance plan or colour value. */
export async function writeOwnerPicture({ owner, id, file, alt = '' }: OwnerPictureWrite): Promise<{ data: OwnerPicture; message: string }> {
  const path = `/admin/${owner}/${id}/picture`;
  if (!file) return (await apiClient.delete<{ data: OwnerPicture; message: string }>(path)).data;
  const form = new FormData();
  form.append('file', file);
  form.append('alt', alt);
  return (await apiClient.post<{ data: OwnerPicture; message: string }>(path, form)).data;
}

export function useWriteOwnerPicture() {
  const client = useQueryClient();
  // The owner lists (taxonomy.ts) and the product form's options both show the picture.
  return useMutation({ mutationFn: writeOwnerPicture, onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'catalog'] }) });
}
