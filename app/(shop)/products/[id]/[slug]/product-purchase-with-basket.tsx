'use client';

import type { ComponentProps } from 'react';
import { AddToBasketButton } from '@/features/basket/components/add-to-basket-button';
import { ProductPurchase } from '@/features/product/components/product-purchase';

type Props = Omit<ComponentProps<typeof ProductPurchase>, 'basketAction'> & { signedIn: boolean };

/** The product page's purchase box with the basket's button in its slot. */
export function ProductPurchaseWithBasket({ signedIn, ...props }: Props) {
  return <ProductPurchase {...props} basketAction={(choice) => <AddToBasketButton signedIn={signedIn} {...choice} />} />;
}
