import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** One like per account when signed in (the bearer rides along), otherwise per device (its cookie). */
export async function likePost(postId: number): Promise<number> {
  const res = await apiClient.request<{ data: { likeCount: number } }>({ method: 'POST', url: `/public/blog/posts/${postId}/like` });
  return res.data.data.likeCount;
}

export const useLikePost = () => useMutation({ mutationFn: likePost });
