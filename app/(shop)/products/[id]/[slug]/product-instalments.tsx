import { InstalmentPreview } from '@/features/facility/components/instalment-preview';
import type { ProductDetail } from '@/lib/contracts/product';
import { payablePrice } from '@/lib/pricing';
import { listPlans } from '@/lib/server/services/facility/plans';

/** The instalment preview on the default variant's payable price (issue #8), from the plans the server has. */
export async function ProductInstalments({ product }: { product: ProductDetail }) {
  const variant = product.variants.find((v) => v.id === product.defaultVariantId) ?? product.variants[0];
  if (!variant || variant.stock === 0) return null;
  const plans = await listPlans();
  return <InstalmentPreview plans={plans} price={payablePrice(variant)} />;
}
