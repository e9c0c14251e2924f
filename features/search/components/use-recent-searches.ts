import { useCallback, useState } from 'react';
import { addRecent, clearRecent, readRecent, removeRecent } from './recent-searches';

/** The cookie read when a search panel mounts (only after the visitor opens it, so no hydration mismatch). */
export function useRecentSearches() {
  const [terms, setTerms] = useState<string[]>(readRecent);
  return {
    terms,
    add: useCallback((term: string) => setTerms(addRecent(term)), []),
    remove: useCallback((term: string) => setTerms(removeRecent(term)), []),
    clear: useCallback(() => setTerms(clearRecent()), []),
  };
}
