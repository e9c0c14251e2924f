'use client';

import { useEffect, useRef } from 'react';
import { useImportBasket } from '../api/import-basket';
import { usePublicBasketStore } from '../stores/public-basket-store';

/** SPEC §4: once signed in, a public basket kept on this device is imported into the user's, once. */
export function useImportOnSignIn(signedIn: boolean) {
  const publicId = usePublicBasketStore((s) => s.id);
  const { mutate } = useImportBasket();
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!signedIn || !publicId || started.current === publicId) return;
    started.current = publicId;
    mutate(publicId);
  }, [signedIn, publicId, mutate]);
}
