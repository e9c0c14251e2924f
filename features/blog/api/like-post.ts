import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function likePost(postId: number): Promise<number> {
  const res = await apiClient.request<{ data: { likeCount: number } }>({ method: 'POST', url: `/user/blog/posts/${postId}/like` });
  return res.data.data.likeCount;
}

export const useLikePost = () => useMutation({ mutationFn: likePost });
