'use client';

import { useState, type ReactNode } from 'react';
import type { ImageObject } from '@/lib/contracts/images';
import type { ProductInsurance, ProductVariant } from '@/lib/contracts/product';
import { InsurancePlans } from './insurance-plans';
import { PriceBlock } from './price-block';
import { ProductGallery } from './product-gallery';
import { StockNotes } from './stock-notes';
import { VariantPicker } from './variant-picker';

type Props = {
  /** The server-rendered title block (brand, h1, summary). */
  header: ReactNode;
  title: string;
  images: readonly ImageObject[];
  variants: readonly ProductVariant[];
  defaultVariantId: number | null;
  insurances: readonly ProductInsurance[];
  logo: ImageObject;
  catalogMode: boolean;
  /** The basket's button for the current choice, composed by the page (features do not import each other). */
  basketAction?: (choice: PurchaseChoice) => ReactNode;
};

export type PurchaseChoice = { variantId: number; insuranceId: number | null; available: boolean };

const imageKey = (image: ImageObject) => Object.values(image)[0]?.src ?? '';

/** The chosen variant's images first, then the product's own, each once. */
function galleryImages(variant: ProductVariant | undefined, images: readonly ImageObject[]): ImageObject[] {
  const seen = new Set<string>();
  return [...(variant?.images ?? []), ...images].filter((image) => {
    const key = imageKey(image);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Gallery, variant choice, price, stock notes, insurance and the basket button: everything a variant changes. */
export function ProductPurchase({ header, title, images, variants, defaultVariantId, insurances, logo, catalogMode, basketAction }: Props) {
  const [variantId, setVariantId] = useState(defaultVariantId);
  const [endedPromotions, setEndedPromotions] = useState<ReadonlySet<number>>(new Set());
  const [insuranceId, setInsuranceId] = useState(insurances.find((p) => p.hasForceInsurance)?.id ?? null);
  const variant = variants.find((v) => v.id === variantId) ?? variants[0];
  const gallery = galleryImages(variant, images);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,4fr)_minmax(0,3fr)]">
      <div className="lg:row-span-2">
        <ProductGallery key={gallery.map(imageKey).join('|')} images={gallery} alt={title} logo={logo} />
      </div>
      <div className="space-y-5 lg:col-start-2 lg:row-start-1">
        {header}
        {variant ? <VariantPicker variants={variants} selected={variant} onSelect={setVariantId} /> : null}
      </div>
      <div className="space-y-4 self-start rounded-xl border border-line bg-white p-4 lg:sticky lg:top-4 lg:col-start-3 lg:row-span-2 lg:row-start-1">
        {variant ? (
          <>
            <PriceBlock
              variant={variant}
              promotionShown={!endedPromotions.has(variant.id)}
              onPromotionEnd={() => setEndedPromotions((ended) => new Set(ended).add(variant.id))}
            />
            <StockNotes variant={variant} />
            {catalogMode ? null : basketAction?.({ variantId: variant.id, insuranceId, available: variant.stock > 0 })}
          </>
        ) : (
          <p className="text-lg font-bold text-muted">ناموجود</p>
        )}
      </div>
      {variant && insurances.length > 0 ? (
        <div className="lg:col-start-2 lg:row-start-2">
          <InsurancePlans plans={insurances} variantId={variant.id} selectedId={insuranceId} onSelect={setInsuranceId} logo={logo} />
        </div>
      ) : null}
    </div>
  );
}
