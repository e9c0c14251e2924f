import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { AdminBlogPost } from '@/lib/contracts/blog';

export const adminPostsKey = ['admin', 'blog', 'posts'] as const;

export const adminPostsQueryOptions = () =>
  queryOptions({ queryKey: adminPostsKey, queryFn: () => getData<AdminBlogPost[]>('/admin/blog/posts', { headers: NO_CACHE_HEADERS }), staleTime: 0 });

export const useAdminPosts = () => useQuery(adminPostsQueryOptions());
