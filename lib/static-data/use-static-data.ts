import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { StaticData } from '@/lib/contracts/content';
import { staticDataQueryOptions } from './browser-copy';

const noSubscription = () => () => {};

/**
 * A part of the static data from this browser's copy (SPEC §3/§7 "cached locally"), for client screens the server
 * does not draw, such as a dialog or a drawer: pages the server renders take the static data from the server cache.
 * Undefined while no copy is known, and on the server and while hydrating, where no copy can be read.
 *
 * The module carries zod and the contract's schema, so a screen in every page's first load imports its user lazily.
 */
export function useStaticData<T>(pick: (data: StaticData) => T): T | undefined {
  const onClient = useSyncExternalStore(noSubscription, () => true, () => false);
  const { data } = useQuery({ ...staticDataQueryOptions(), select: (copy) => (copy ? pick(copy) : undefined) });
  return onClient ? data : undefined;
}
