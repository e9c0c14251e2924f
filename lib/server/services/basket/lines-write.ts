import 'server-only';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { basketMessages as msg, MAX_LINE_QTY } from '@/lib/contracts/basket';
import { payablePrice } from '@/lib/pricing';
import { AppError, NotFoundError } from '../../errors';
import { basketItems, bundleItems, products, productVariants } from '../../db/schema';
import type { Tx } from '../../db/client';
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
 * Accompanying lines the shop can no longer fill (variant or product off sale, or fewer in stock than the line holds)
 * leave the basket: the shopper cannot delete them, so they must never block it (issue 20). Every change of a basket
 * runs this under its row lock; reads leave such lines out until then (read.ts). Answers the titles that left.
 */
export async function dropSoldOutAccompanying(tx: Tx, basketId: string): Promise<string[]> {
  const gone = await tx
    .delete(basketItems)
    .where(
      and(
        eq(basketItems.basketId, basketId),
        isNotNull(basketItems.parentItemId),
        sql`exists (select 1 from ${productVariants} v join ${products} p on p.id = v.product_id
          where v.id = ${basketItems.variantId} and (not v.active or not p.active or v.stock < ${basketItems.qty}))`,
      ),
    )
    .returning({ variantId: basketItems.variantId });
  if (gone.length === 0) return [];
  const rows = await tx
    .select({ title: products.title })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, gone.map((g) => g.variantId)));
  return [...new Set(rows.map((r) => r.title))];
}

/**
 * Accompanying lines follow their main line: qty × the bundle item's qty. Lines of bundles that ended keep following
 * it; live bundles add their missing items, except those with too few in stock for the whole quantity, which are
 * left out (and answered). Their price is taken again, as the main line's was.
 */
async function syncAccompanying(tx: Tx, basketId: string, parent: { id: number; qty: number; productId: number }, now: Date): Promise<string[]> {
  await tx.execute(sql`
    update ${basketItems} set qty = ${parent.qty} * bi.qty
    from ${bundleItems} bi
    where bi.id = ${basketItems.bundleItemId} and ${basketItems.parentItemId} = ${parent.id}`);
  const leftOut: string[] = [];
  for (const { item, variant, title } of await liveBundleItems(tx, parent.productId, now)) {
    if (variant.stock < parent.qty * item.qty) {
      leftOut.push(title);
      continue;
    }
    const unitPrice = Math.max(0, payablePrice(variant, now) - item.discount);
    await tx
      .insert(basketItems)
      .values({ basketId, variantId: variant.id, qty: parent.qty * item.qty, parentItemId: parent.id, bundleItemId: item.id, unitPrice })
      .onConflictDoUpdate({ target: [basketItems.parentItemId, basketItems.bundleItemId], set: { unitPrice } });
  }
  return [...new Set([...leftOut, ...(await dropSoldOutAccompanying(tx, basketId))])];
}

/**
 * Adds to (`add`) or sets (`set`) the main line of a variant under the SPEC §5 limits. The caller holds the basket's
 * row lock, so two edits of one basket never interleave. Answers the accompanying items left out for want of stock.
 */
export async function putLine(tx: Tx, basketId: string, input: LineInput, viewer: Viewer, now: Date, mode: 'add' | 'set'): Promise<string[]> {
  const { variant, plans } = await saleVariant(tx, input.productPropertyId);
  const existing = await mainLine(tx, basketId, variant.id);
  const qty = mode === 'add' ? (existing?.qty ?? 0) + input.qty : input.qty;
  checkQty(qty, variant, viewer);
  const insuranceId = chooseInsurance(plans, existing?.insuranceId, input);
  const unitPrice = payablePrice(variant, now);
  const [line] = existing
    ? await tx.update(basketItems).set({ qty, insuranceId, unitPrice }).where(eq(basketItems.id, existing.id)).returning()
    : await tx.insert(basketItems).values({ basketId, variantId: variant.id, qty, insuranceId, unitPrice }).returning();
  return syncAccompanying(tx, basketId, { id: line!.id, qty, productId: variant.productId }, now);
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
