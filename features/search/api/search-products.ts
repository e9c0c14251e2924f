import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { SearchResponse } from '@/lib/contracts/search';
import { normalizeSearchText, SUGGEST_MIN_LENGTH } from '@/lib/search/normalize';

/** SPEC §7 "POST product search". */
export const SEARCH_PATH = '/public/productSearch';

export async function searchProducts(query: string, signal?: AbortSignal): Promise<SearchResponse> {
  const res = await apiClient.post<{ data: SearchResponse }>(SEARCH_PATH, { query }, { signal });
  return res.data.data;
}

/** Keyed by the normalised text, so "آیفون" and "ايفون" share one answer. */
export const searchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['search', normalizeSearchText(query)],
    queryFn: ({ signal }) => searchProducts(query, signal),
    staleTime: 60_000,
    // SPEC §8: a failed search just stops the spinner; no retry, no message.
    retry: false,
  });

export const canSuggest = (query: string) => [...normalizeSearchText(query)].length >= SUGGEST_MIN_LENGTH;

/**
 * Suggestions for an already debounced term. Each term is its own query, so a slower answer to an
 * older term lands in that term's cache entry and never replaces the current one (SPEC §5).
 */
export const useSearchProducts = (term: string) =>
  useQuery({ ...searchQueryOptions(term), enabled: canSuggest(term), placeholderData: keepPreviousData });
