import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { normalizeSearchText, SUBMIT_MIN_LENGTH } from '@/lib/search/normalize';
import { canSuggest, useSearchProducts } from '../api/search-products';
import { resultsHref, toOptions } from './search-links';
import type { SearchOption } from './search-links';
import { useDebouncedValue } from './use-debounced-value';
import { useRecentSearches } from './use-recent-searches';

/** SPEC §9: suggestions are asked for after a 200 ms pause in typing. */
export const SEARCH_DEBOUNCE_MS = 200;

const length = (s: string) => [...normalizeSearchText(s)].length;

/**
 * The state of one search box: text, debounced suggestions, the active option and recent searches.
 * `onDone` runs after a navigation or Escape, so a popover or drawer can close.
 */
export function useSearchCombobox(idPrefix: string, onDone: () => void) {
  const router = useRouter();
  const recent = useRecentSearches();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useSearchProducts(term);

  const suggesting = canSuggest(text);
  const options: SearchOption[] = suggesting ? toOptions(query.data, idPrefix) : [];
  const settled = term === text.trim() && query.isSuccess && !query.isPlaceholderData;
  // SPEC §5: 'no result' only for 3 or more characters, once the answer to this very text is in.
  const noResult = settled && length(text) >= SUBMIT_MIN_LENGTH && options.length === 0;

  const go = (href: string) => {
    router.push(href);
    onDone();
  };
  const search = (value: string) => {
    recent.add(value);
    go(resultsHref(value));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const option = options[active];
    if (option) go(option.href);
    else if (length(text) >= SUBMIT_MIN_LENGTH) search(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = options.length;
    if (event.key === 'ArrowDown' && n > 0) {
      event.preventDefault();
      setActive((i) => (i + 1) % n);
    } else if (event.key === 'ArrowUp' && n > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? n - 1 : i - 1));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  };

  return {
    text,
    setText: (value: string) => {
      setText(value);
      setActive(-1);
    },
    options,
    activeId: options[active]?.id,
    data: suggesting ? query.data : undefined,
    loading: suggesting && query.isFetching,
    noResult,
    suggesting,
    recent,
    go,
    search,
    onSubmit,
    onKeyDown,
  };
}

export type SearchCombobox = ReturnType<typeof useSearchCombobox>;
