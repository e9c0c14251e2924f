import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { basketMessages as msg, MAX_LINE_QTY } from '@/lib/contracts/basket';
import { payablePrice } from '@/lib/pricing';
import { AppError, NotFoundError } from '../../errors';
import { basketItems, bundleItems } from '../../db/schema';
import type { Tx } from '../auth/otp';
import { checkQty, chooseInsurance, liveBundleItems, saleVariant, type Viewer } from './variant-rules';

export type LineInput = { productPropertyId: number; qty: number; insurance?: boolean; insuranceId?: number };

function mainLine(tx: Tx, basketId: string, variantId: number) {
  return tx
    .select()
    .from(basketItems)
    .where(and(eq(basketItems.basketId, basketId), eq(basketItems.variantId, variantId), isNull(basketItems.parentItemId)))
    .then((rows) => rows[0]);
}

/**
 * Accompanying lines follow their main line: qty × the bundle item's qty. Lines of bundles that ended keep following
 * it; live bundles add their missing items. Their price is taken again, as the main line's was.
 */
async function syncAccompanying(tx: Tx, basketId: string, parent: { id: number; qty: number; productId: number }, now: Date) {
  await tx.execute(sql`
    update ${basketItems} set qty = ${parent.qty} * bi.qty
    from ${bundleItems} bi
    where bi.id = ${basketItems.bundleItemId} and ${basketItems.parentItemId} = ${parent.id}`);
  for (const { item, variant } of await liveBundleItems(tx, parent.productId, now)) {
    const unitPrice = Math.max(0, payablePrice(variant, now) - item.discount);
    await tx
      .insert(basketItems)
      .values({ basketId, variantId: variant.id, qty: parent.qty * item.qty, parentItemId: parent.id, bundleItemId: item.id, unitPrice })
      .onConflictDoUpdate({ target: [basketItems.parentItemId, basketItems.bundleItemId], set: { unitPrice } });
  }
}

/**
 * Adds to (`add`) or sets (`set`) the main line of a variant under the SPEC §5 limits. The caller holds the basket's
 * row lock, so two edits of one basket never interleave.
 */
export async function putLine(tx: Tx, basketId: string, input: LineInput, viewer: Viewer, now: Date, mode: 'add' | 'set'): Promise<void> {
  const { variant, plans } = await saleVariant(tx, input.productPropertyId);
  const existing = await mainLine(tx, basketId, variant.id);
  const qty = mode === 'add' ? (existing?.qty ?? 0) + input.qty : input.qty;
  checkQty(qty, variant, viewer);
  const insuranceId = chooseInsurance(plans, existing?.insuranceId, input);
  const unitPrice = payablePrice(variant, now);
  const [line] = existing
    ? await tx.update(basketItems).set({ qty, insuranceId, unitPrice }).where(eq(basketItems.id, existing.id)).returning()
    : await tx.insert(basketItems).values({ basketId, variantId: variant.id, qty, insuranceId, unitPrice }).returning();
  await syncAccompanying(tx, basketId, { id: line!.id, qty, productId: variant.productId }, now);
}

/**
 * Import (SPEC §4 sign-in): a public line joins the user's line of the same variant, capped at the limit instead of
 * refused; variants no longer on sale, or out of stock for a buyer who is not a seller, are left behind.
 */
export async function mergeLine(tx: Tx, basketId: string, from: typeof basketItems.$inferSelect, viewer: Viewer, now: Date): Promise<void> {
  const sale = await saleVariant(tx, from.variantId).catch((e: unknown) => {
    if (e instanceof NotFoundError) return null;
    throw e;
  });
  if (!sale) return;
  const { variant, plans } = sale;
  const existing = await mainLine(tx, basketId, variant.id);
  const limit = viewer.noCheck ? MAX_LINE_QTY : Math.min(variant.maxBuy, variant.stock, MAX_LINE_QTY);
  const qty = Math.min((existing?.qty ?? 0) + from.qty, limit);
  if (qty < 1) return;
  const insuranceId = chooseInsurance(plans, existing?.insuranceId ?? from.insuranceId, {});
  await putLine(tx, basketId, { productPropertyId: variant.id, qty, ...(insuranceId ? { insurance: true, insuranceId } : {}) }, { noCheck: true }, now, 'set');
}

async function ownLine(tx: Tx, basketId: string, lineId: number) {
  const [line] = await tx.select().from(basketItems).where(and(eq(basketItems.id, lineId), eq(basketItems.basketId, basketId)));
  // Another basket's line answers exactly like a missing one, so ids reveal nothing.
  if (!line) throw new NotFoundError(msg.notInBasket);
  return line;
}

/** SPEC §2: an accompanying item (canDelete false) goes only with its main line. */
export async function deleteLine(tx: Tx, basketId: string, lineId: number): Promise<void> {
  const line = await ownLine(tx, basketId, lineId);
  if (line.parentItemId !== null) throw new AppError(msg.accompanying, 400);
  await tx.delete(basketItems).where(eq(basketItems.id, line.id));
}

/** SPEC §5: a forced insurance cannot be removed. */
export async function removeInsurance(tx: Tx, basketId: string, lineId: number): Promise<void> {
  const line = await ownLine(tx, basketId, lineId);
  const { plans } = await saleVariant(tx, line.variantId);
  chooseInsurance(plans, line.insuranceId, { insurance: false });
  await tx.update(basketItems).set({ insuranceId: null }).where(eq(basketItems.id, line.id));
}

export async function emptyLines(tx: Tx, basketId: string): Promise<void> {
  await tx.delete(basketItems).where(eq(basketItems.basketId, basketId));
}
