'use client';

import { useEffect } from 'react';
import { loadComparePicks, useCompareStore } from '../stores/compare-store';

/** A shared /compare link (or a column removed there) becomes the shopper's picks, so cards show them as picked. */
export function CompareSync({ ids }: { ids: number[] }) {
  const key = ids.join(',');
  useEffect(() => {
    loadComparePicks();
    useCompareStore.getState().setIds(key ? key.split(',').map(Number) : []);
  }, [key]);
  return null;
}
