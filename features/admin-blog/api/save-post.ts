import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { BlogPostBody } from '@/lib/contracts/blog';
import { adminPostsKey } from './list-posts';

export async function savePost({ id, body }: { id: number | null; body: BlogPostBody }): Promise<string> {
  const res = await apiClient.request<{ message: string }>({ method: id ? 'PUT' : 'POST', url: id ? `/admin/blog/posts/${id}` : '/admin/blog/posts', data: body });
  return res.data.message;
}

export function useSavePost() {
  const client = useQueryClient();
  return useMutation({ mutationFn: savePost, onSettled: () => client.invalidateQueries({ queryKey: adminPostsKey }) });
}
