import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Uploads a banner, popup or menu picture; answers the address the form then saves. */
export async function uploadContentPicture(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const res = await apiClient.post<{ data: { src: string } }>('/admin/content/pictures', form);
  return res.data.data.src;
}

export const useUploadContentPicture = () => useMutation({ mutationFn: uploadContentPicture });
