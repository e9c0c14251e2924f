import 'server-only';
import { eq } from 'drizzle-orm';
import { brands, orderLines, products } from '../../db/schema';
import { TOMAN_TO_RIAL, type GatewayItem } from '../../providers/payment/payment-gateway';
import type { Tx } from '../../db/client';

/** An order's lines as a credit provider's basket (Digipay basketDetailsDto, Keepa items). */
export async function orderItems(tx: Tx, orderId: number): Promise<GatewayItem[]> {
  const lines = await tx
    .select({ variantId: orderLines.variantId, title: orderLines.title, qty: orderLines.qty, unitPayable: orderLines.unitPayable, brand: brands.titleEn })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.id);
  return lines.map((l) => ({ code: String(l.variantId), title: l.title, qty: l.qty, unitPriceRial: l.unitPayable * TOMAN_TO_RIAL, brand: l.brand }));
}
