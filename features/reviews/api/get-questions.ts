import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-client';
import type { Question } from '@/lib/contracts/reviews';

export const questionsKey = (productId: number) => ['questions', productId] as const;

export const questionsQueryOptions = (productId: number) =>
  queryOptions({ queryKey: questionsKey(productId), queryFn: () => getData<Question[]>(`/public/products/${productId}/questions`), staleTime: 60_000 });

export const useQuestions = (productId: number) => useQuery(questionsQueryOptions(productId));
