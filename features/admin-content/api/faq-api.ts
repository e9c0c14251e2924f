import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { AdminFaqGroup, FaqGroupBody, FaqQuestionBody } from '@/lib/contracts/admin/faq';
import { useReorder } from './reorder';

const key = ['admin', 'faq'] as const;

export const useFaq = () => useQuery(queryOptions({ queryKey: key, queryFn: () => getData<AdminFaqGroup[]>('/admin/faq', { headers: NO_CACHE_HEADERS }), staleTime: 0 }));

function useFaqWrite<I>(write: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

export const useSaveFaqGroup = () =>
  useFaqWrite(({ id, body }: { id: number | null; body: FaqGroupBody }) => (id === null ? apiClient.post('/admin/faq/groups', body) : apiClient.put(`/admin/faq/groups/${id}`, body)));

export const useDeleteFaqGroup = () => useFaqWrite((id: number) => apiClient.delete(`/admin/faq/groups/${id}`));

export const useSaveFaqQuestion = () =>
  useFaqWrite(({ id, body }: { id: number | null; body: FaqQuestionBody }) => (id === null ? apiClient.post('/admin/faq/questions', body) : apiClient.put(`/admin/faq/questions/${id}`, body)));

export const useDeleteFaqQuestion = () => useFaqWrite((id: number) => apiClient.delete(`/admin/faq/questions/${id}`));

export const useReorderFaqGroups = () => useReorder(key, '/admin/faq/groups/order');

/** One group's questions in their new order. */
export const useReorderFaqQuestions = () => useReorder(key, '/admin/faq/questions/order');
