'use client';

import type { ComponentProps } from 'react';
import { AlertButton } from '@/features/alerts/components/alert-button';
import { AddToBasketButton } from '@/features/basket/components/add-to-basket-button';
import { ProductPurchase } from '@/features/product/components/product-purchase';
import { useBasketOwner } from '@/app/_compose/basket-owner';

type Props = Omit<ComponentProps<typeof ProductPurchase>, 'basketAction'>;

/**
 * The product page's purchase box with the basket's button in its slot, for whoever is signed in on this device, and
 * under it the alert: back in stock for a sold-out variant, a price drop for one on sale.
 */
export function ProductPurchaseWithBasket(props: Props) {
  const signedIn = useBasketOwner()?.signedIn ?? false;
  return (
    <ProductPurchase
      {...props}
      basketAction={(choice) => (
        <>
          <AddToBasketButton signedIn={signedIn} {...choice} />
          <AlertButton key={choice.variantId} variantId={choice.variantId} available={choice.available} />
        </>
      )}
    />
  );
}
