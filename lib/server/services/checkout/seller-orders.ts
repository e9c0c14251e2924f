import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { orderMessages as msg, type SellerOrderBody } from '@/lib/contracts/orders';
import { formatToman } from '@/lib/format/money';
import { toPersianDigits } from '@/lib/format/digits';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { env } from '../../env';
import { cities, orders, payLinks, provinces, users } from '../../db/schema';
import { ConflictError, GoneError, NotFoundError, ValidationError } from '../../errors';
import { smsProvider } from '../../providers/sms/create-sms-provider';
import type { Tx } from '../../db/client';
import { getCompany } from '../content/company';
import { startPayment, type GatewayId } from '../payment/payments';
import { createOrder, refuseCatalogMode, type Destination } from './place-order';
import { getOrder } from '../orders/read-orders';
import { logger } from '../../log/logger';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The walk-in customer's account, made on the spot when the number has none (they sign in with a code later). */
async function customerFor(tx: Tx, mobile: string): Promise<number> {
  await tx.insert(users).values({ mobile }).onConflictDoNothing({ target: users.mobile });
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return row!.id;
}

async function sellerDestination(tx: Tx, body: SellerOrderBody): Promise<Destination> {
  if (body.shippingMethod === 'pickup') return { method: 'pickup', branchId: body.branchId! };
  const a = body.address!;
  const [place] = await tx
    .select({ province: provinces.title, city: cities.title })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(and(eq(cities.id, a.cityId), eq(cities.provinceId, a.provinceId)));
  if (!place) throw new ValidationError(msg.cityOutsideProvince, { cityId: msg.cityOutsideProvince });
  return {
    method: body.shippingMethod,
    cityId: a.cityId,
    address: { province: place.province, city: place.city, address: a.address, postalCode: a.postalCode, receiverName: a.receiverName, receiverMobile: a.receiverMobile },
  };
}

function payLinkUrl(token: string): string {
  return `${env().SITE_URL.replace(/\/+$/, '')}/pay?t=${token}`;
}

/** The SMS that carries a pay link to the customer, from the seller's order or the orders desk's resend. */
export async function payLinkText(order: { id: number; payable: number }, token: string): Promise<string> {
  const company = await getCompany();
  return `${company.companyName}: سفارش ${toPersianDigits(order.id)} به مبلغ ${formatToman(order.payable)} تومان برای شما ثبت شد. پرداخت: ${payLinkUrl(token)}`;
}

/** A fresh link for the order, replacing any earlier one (a cancelled one too): 192 random bits, only the hash kept. */
export async function issueLink(tx: Tx, orderId: number, expiresAt: Date, at: Date): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await tx
    .insert(payLinks)
    .values({ orderId, tokenHash: hashOf(token), expiresAt, createdAt: at })
    .onConflictDoUpdate({ target: payLinks.orderId, set: { tokenHash: hashOf(token), expiresAt, createdAt: at, cancelledAt: null } });
  return token;
}

/**
 * SPEC §6 seller mode: the seller's basket becomes the customer's order (the seller's noCheck lets the basket pass
 * the per-buyer limits; the stock itself must still be there), held for PAY_LINK_HOURS, and the customer is sent a
 * link to pay it. A failed SMS does not undo the order: the seller sees the link and can hand it over.
 */
export async function createSellerOrder(sellerId: number, body: SellerOrderBody) {
  await refuseCatalogMode();
  const at = now();
  const hours = env().PAY_LINK_HOURS;
  const { order, token } = await getDb().transaction(async (tx) => {
    const customerId = await customerFor(tx, body.customerMobile);
    if (customerId === sellerId) throw new ValidationError(msg.sellerOwnMobile, { customerMobile: msg.sellerOwnMobile });
    const created = await createOrder(
      tx,
      { buyerId: customerId, basketOwnerId: sellerId, viewer: { noCheck: true }, destination: (t) => sellerDestination(t, body), paymentMethod: 'gateway', createdBy: sellerId, holdMinutes: hours * 60 },
      at,
    );
    return { order: created.order, token: await issueLink(tx, created.order.id, created.order.reservedUntil, at) };
  });
  const link = payLinkUrl(token);
  const text = await payLinkText(order, token);
  const smsSent = await smsProvider()
    .sendText({ mobile: body.customerMobile, text, kind: 'pay-link' })
    .then(() => true)
    .catch((err: unknown) => {
      logger().warn({ err, orderId: order.id }, 'the payment link SMS was not delivered');
      return false;
    });
  return { orderId: order.id, payLink: link, expiresAt: order.reservedUntil.toISOString(), smsSent };
}

/** The order a link opens; unknown and replaced tokens are not found, an old one has expired (410). */
async function orderOfLink(db: Pick<Tx, 'select'>, token: string, lock: boolean) {
  const query = db
    .select({ order: orders, expiresAt: payLinks.expiresAt, cancelledAt: payLinks.cancelledAt })
    .from(payLinks)
    .innerJoin(orders, eq(orders.id, payLinks.orderId))
    .where(eq(payLinks.tokenHash, hashOf(token)));
  const [row] = lock ? await query.for('update', { of: orders }) : await query;
  if (!row) throw new NotFoundError(msg.payLinkNotFound);
  return row;
}

/** What /pay shows: the order, for whoever holds the link, without signing in. */
export async function payLinkOrder(token: string) {
  const { order, expiresAt, cancelledAt } = await orderOfLink(getDb(), token, false);
  if (cancelledAt !== null) throw new GoneError(msg.payLinkCancelled);
  const detail = await getOrder(order.id);
  const expired = expiresAt <= now();
  if (expired && detail.status === 'awaiting_payment') throw new GoneError(msg.payLinkExpired);
  const gateways = (await getCompany()).validGateways;
  return {
    order: { ...detail, customer: { name: detail.customer.name, mobile: maskMobile(detail.customer.mobile) }, payments: [] },
    expiresAt: expiresAt.toISOString(),
    gateways,
  };
}

/** Another person may hold the link: show only enough of the number to recognise it. */
const maskMobile = (mobile: string) => `${mobile.slice(0, 4)}***${mobile.slice(-4)}`;

/** Starts the one payment a link allows; the bank returns to /pay/result, which the link's holder can read. */
export async function payByLink(token: string, gateway: GatewayId): Promise<{ redirectUrl: string }> {
  const at = now();
  return getDb().transaction(async (tx) => {
    const { order, expiresAt, cancelledAt } = await orderOfLink(tx, token, true);
    if (cancelledAt !== null) throw new GoneError(msg.payLinkCancelled);
    if (order.status !== 'awaiting_payment') throw new ConflictError(msg.payLinkUsed);
    if (expiresAt <= at || order.reservedUntil <= at) throw new GoneError(msg.payLinkExpired);
    const { redirectUrl } = await startPayment(tx, { userId: order.userId, purpose: 'order', referenceId: order.id, amount: order.gatewayAmount, gateway, resultPath: '/pay/result' });
    return { redirectUrl };
  });
}
