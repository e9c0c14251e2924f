import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { basketMessages, type BasketAnswer, type BasketItem } from '@/lib/contracts/basket';
import { orderMessages as msg, type Checkout, type PlaceOrderBody } from '@/lib/contracts/orders';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { env } from '../../env';
import { basketItems, baskets, branches, orderLines, orders, type PaymentMethod, type ShippingAddressRow } from '../../db/schema';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import type { Tx } from '../../db/client';
import { readBasket } from '../basket/read';
import { basketTotals } from '../basket/totals';
import type { Viewer } from '../basket/variant-rules';
import { getCompany, isCatalogModeOn } from '../content/company';
import { offeredGatewayOptions } from '../payment/payments';
import { debitWallet, walletBalance } from '../wallet/ledger';
import { findAddress } from '../orders/addresses';
import { cancelUnpaid, recordEvent, reserveStock, setStatus } from '../orders/order-state';
import { shippingOptions } from '../orders/shipping';
import { walletAndGatewayShares } from './payment-split';

/**
 * Amounts of a priced basket (SPEC §4 totals, computed by the server, never taken from the page). Always the cash
 * totals: a facility basket's plan sums are what it costs on instalments, which an order never charges at once.
 */
function basketFigures(answer: BasketAnswer) {
  const t = basketTotals(answer.extraObject.basket, answer.data, null);
  const insurance = answer.data.reduce((s, i) => s + i.qty * i.insurancePriceWithDiscount, 0);
  return { itemsPrice: t.totallPrice, discount: t.totallDiscount, insurancePrice: insurance, itemsPayable: t.totallPriceAfterDiscount };
}

/** A line that cannot be sold as it is; a changed price is not one (the order takes today's price). */
const blocking = (item: BasketItem) => item.info.message === basketMessages.itemUnavailable || item.info.message === basketMessages.itemShort;

export async function refuseCatalogMode() {
  if (await isCatalogModeOn()) throw new ForbiddenError(msg.catalogMode);
}

async function userBasketId(tx: Pick<Tx, 'select'>, userId: number, lock: boolean): Promise<string | null> {
  const query = tx.select({ id: baskets.id }).from(baskets).where(eq(baskets.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row?.id ?? null;
}

/** What /order shows: the basket priced now, the ways to ship to the chosen address, the wallet and the gateways. */
export async function checkoutQuote(userId: number, viewer: Viewer, addressId: number | undefined): Promise<Checkout> {
  await refuseCatalogMode();
  const db = getDb();
  const at = now();
  const answer = await readBasket(db, await userBasketId(db, userId, false), viewer.noCheck, at);
  if (answer.data.length === 0) throw new ConflictError(msg.emptyBasket);
  const figures = basketFigures(answer);
  const address = addressId === undefined ? null : await findAddress(userId, addressId, db);
  const [shipping, balance, company, gatewayOptions] = await Promise.all([
    shippingOptions(db, address?.cityId ?? null, figures.itemsPayable, at),
    walletBalance(userId, db),
    getCompany(),
    offeredGatewayOptions(db),
  ]);
  return { ...figures, message: answer.extraObject.message, shipping, walletBalance: balance, gateways: company.validGateways, gatewayOptions };
}

/** Where the parcel goes: a branch for pickup, else a copy of the address (which must be reachable that way). */
export type Destination = { method: 'pickup'; branchId: number } | { method: 'courier' | 'post'; address: ShippingAddressRow; cityId: number };

async function shipTo(tx: Tx, destination: Destination, itemsPayable: number, at: Date) {
  if (destination.method === 'pickup') {
    const [branch] = await tx.select({ id: branches.id }).from(branches).where(and(eq(branches.id, destination.branchId), eq(branches.active, true)));
    if (!branch) throw new NotFoundError(msg.branchNotFound);
    const option = (await shippingOptions(tx, null, itemsPayable, at)).find((o) => o.method === 'pickup')!;
    return { address: null, branchId: branch.id, option };
  }
  const option = (await shippingOptions(tx, destination.cityId, itemsPayable, at)).find((o) => o.method === destination.method)!;
  if (!option.available) throw new ConflictError(msg.shippingUnavailable);
  return { address: destination.address, branchId: null, option };
}

async function customerDestination(tx: Tx, userId: number, body: PlaceOrderBody): Promise<Destination> {
  if (body.shippingMethod === 'pickup') return { method: 'pickup', branchId: body.branchId! };
  const address = await findAddress(userId, body.addressId!, tx);
  return {
    method: body.shippingMethod,
    cityId: address.cityId,
    address: {
      province: address.provinceTitle,
      city: address.cityTitle,
      address: address.address,
      postalCode: address.postalCode,
      receiverName: address.receiverName,
      receiverMobile: address.receiverMobile,
    },
  };
}

/** Ends the user's other unpaid orders of their own: one basket, one order waiting for the bank, its units held once. */
async function replaceAwaiting(tx: Tx, userId: number, at: Date) {
  const open = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'awaiting_payment'), isNull(orders.createdBy)))
    .for('update');
  for (const order of open) await cancelUnpaid(tx, order, 'system', at, msg.replacedNote);
}

export async function emptyUserBasket(tx: Tx, userId: number) {
  const basketId = await userBasketId(tx, userId, true);
  if (basketId) await tx.delete(basketItems).where(eq(basketItems.basketId, basketId));
}

export type OrderDraft = {
  /** Whose order it is (who pays and receives). */
  buyerId: number;
  /** Whose basket it is made of: the buyer's, or the seller's for a walk-in customer. */
  basketOwnerId: number;
  viewer: Viewer;
  destination: (tx: Tx) => Promise<Destination>;
  paymentMethod: PaymentMethod;
  createdBy: number | null;
  holdMinutes: number;
  /**
   * A facility order: its approved request, and the part of the goods' price that is lent (recorded, not charged)
   * given that price; `loanFor` throws when the basket no longer fits the approved loan.
   */
  facility?: { requestId: number; loanFor: (itemsPayable: number) => number };
};

/**
 * One transaction: re-price the basket, hold its units, record the order, and take the wallet's share. A buyer's
 * basket is emptied only when the order is paid (here when the wallet covers it all, else by the bank's settlement);
 * a seller's basket is emptied at once, since the customer pays later by the link.
 */
export async function createOrder(tx: Tx, draft: OrderDraft, at: Date) {
  const basketId = await userBasketId(tx, draft.basketOwnerId, true);
  const answer = await readBasket(tx, basketId, draft.viewer.noCheck, at);
  if (answer.data.length === 0) throw new ConflictError(msg.emptyBasket);
  if (answer.data.some(blocking)) throw new ConflictError(msg.basketProblem);
  if (draft.createdBy === null) await replaceAwaiting(tx, draft.buyerId, at);
  const figures = basketFigures(answer);
  const { address, branchId, option } = await shipTo(tx, await draft.destination(tx), figures.itemsPayable, at);
  const loanAmount = draft.facility?.loanFor(figures.itemsPayable) ?? 0;
  const payable = figures.itemsPayable - loanAmount + option.price;
  const { walletAmount, gatewayAmount } = await walletAndGatewayShares(tx, draft.buyerId, draft.paymentMethod, payable, { short: msg.walletShort, empty: msg.walletEmpty });
  const [order] = await tx
    .insert(orders)
    .values({
      userId: draft.buyerId,
      status: 'awaiting_payment',
      shippingMethod: option.method,
      shippingAddress: address,
      branchId,
      shippingPrice: option.price,
      estimatedDelivery: option.estimatedDelivery,
      itemsPrice: figures.itemsPrice,
      discount: figures.discount,
      insurancePrice: figures.insurancePrice,
      payable,
      loanAmount,
      loanRequestId: draft.facility?.requestId ?? null,
      paymentMethod: draft.paymentMethod,
      walletAmount,
      gatewayAmount,
      reservedUntil: new Date(at.getTime() + draft.holdMinutes * 60_000),
      createdBy: draft.createdBy,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  let parentLineId: number | null = null;
  for (const item of answer.data) {
    const [line]: { id: number }[] = await tx
      .insert(orderLines)
      .values({
        orderId: order!.id,
        variantId: item.id,
        productId: item.productId,
        parentLineId: item.canDelete ? null : parentLineId,
        title: item.title,
        description: item.description,
        image: item.images,
        qty: item.qty,
        unitPrice: item.price,
        unitPayable: item.price - item.discount,
        insuranceId: item.insuranceId,
        insuranceTitle: item.insuranceTitle,
        unitInsurancePrice: item.insuranceTotalPrice,
        unitInsurancePayable: item.insurancePriceWithDiscount,
      })
      .returning({ id: orderLines.id });
    if (item.canDelete) parentLineId = line!.id;
  }
  await reserveStock(tx, order!.id);
  await recordEvent(tx, order!.id, 'awaiting_payment', draft.createdBy === null ? 'customer' : 'operator', at, msg.placed);
  if (walletAmount > 0) await debitWallet(tx, { userId: draft.buyerId, amount: walletAmount, kind: 'payment', reference: `order:${order!.id}` });
  if (draft.createdBy !== null) await emptyUserBasket(tx, draft.basketOwnerId);
  if (gatewayAmount === 0) {
    await setStatus(tx, order!, 'paid', 'customer', at, msg.paidFromWallet);
    await emptyUserBasket(tx, draft.buyerId);
  }
  return { order: order!, status: gatewayAmount === 0 ? ('paid' as const) : ('awaiting_payment' as const), needsPayment: gatewayAmount > 0 && draft.paymentMethod !== 'in_person' };
}

/** A shopper's own order from their basket (/order, and /buyInPerson with payment at the branch). */
export async function placeOrder(userId: number, viewer: Viewer, body: PlaceOrderBody) {
  await refuseCatalogMode();
  if (body.paymentMethod === 'in_person' && body.shippingMethod !== 'pickup') throw new ValidationError(msg.inPersonPickup, { shippingMethod: msg.inPersonPickup });
  const at = now();
  const holdMinutes = body.paymentMethod === 'in_person' ? env().BUY_IN_PERSON_HOURS * 60 : env().ORDER_RESERVATION_MINUTES;
  return getDb().transaction(async (tx) => {
    const { order, status, needsPayment } = await createOrder(
      tx,
      { buyerId: userId, basketOwnerId: userId, viewer, destination: (t) => customerDestination(t, userId, body), paymentMethod: body.paymentMethod, createdBy: null, holdMinutes },
      at,
    );
    return { orderId: order.id, status, needsPayment };
  });
}
