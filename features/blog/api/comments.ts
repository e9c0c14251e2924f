import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient, getData } from '@/lib/api-client';
import type { BlogComment } from '@/lib/contracts/blog';

export const commentsQueryOptions = (postId: number) =>
  queryOptions({ queryKey: ['blog', 'comments', postId], queryFn: () => getData<BlogComment[]>(`/public/blog/posts/${postId}/comments`), staleTime: 60_000 });

export const useComments = (postId: number) => useQuery(commentsQueryOptions(postId));

export async function addComment(postId: number, body: string): Promise<string> {
  const res = await apiClient.request<{ message: string }>({ method: 'POST', url: `/user/blog/posts/${postId}/comments`, data: { body } });
  return res.data.message;
}

export const useAddComment = (postId: number) => useMutation({ mutationFn: (body: string) => addComment(postId, body) });
