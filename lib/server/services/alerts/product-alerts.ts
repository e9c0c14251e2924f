import 'server-only';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alertMessages as msg, type AlertKind, type ProductAlert } from '@/lib/contracts/alerts';
import { productPath } from '@/lib/contracts/product';
import { formatTomanWithUnit } from '@/lib/format/money';
import { payablePrice } from '@/lib/pricing';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { env } from '../../env';
import { productAlerts, productVariants, products, users } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../errors';
import { smsProvider } from '../../providers/sms/create-sms-provider';
import { notifyUser } from '../account/notifications';
import { getCompany } from '../content/company';

const v = productVariants;

async function variantOnSale(variantId: number) {
  const [row] = await getDb()
    .select({ variant: v, productId: products.id })
    .from(v)
    .innerJoin(products, eq(products.id, v.productId))
    .where(and(eq(v.id, variantId), eq(v.active, true), eq(products.active, true)));
  if (!row) throw new NotFoundError(msg.variantMissing);
  return row;
}

/**
 * A back-in-stock request is for a sold-out variant, a price-drop one for a variant on sale (it remembers today's
 * price). Asking again while the first request is open answers that one.
 */
export async function requestAlert(userId: number, variantId: number, kind: AlertKind, at = now()): Promise<{ id: number }> {
  const { variant } = await variantOnSale(variantId);
  if (kind === 'back_in_stock' && variant.stock > 0) throw new ValidationError(msg.inStock);
  if (kind === 'price_drop' && variant.stock <= 0) throw new ValidationError(msg.soldOut);
  const priceAtRequest = kind === 'price_drop' ? payablePrice(variant, at) : null;
  const db = getDb();
  const [created] = await db.insert(productAlerts).values({ userId, variantId, kind, priceAtRequest, createdAt: at }).onConflictDoNothing().returning({ id: productAlerts.id });
  if (created) return created;
  const [open] = await db
    .select({ id: productAlerts.id })
    .from(productAlerts)
    .where(and(eq(productAlerts.userId, userId), eq(productAlerts.variantId, variantId), eq(productAlerts.kind, kind), isNull(productAlerts.firedAt)));
  return open!;
}

export async function listAlerts(userId: number): Promise<ProductAlert[]> {
  const rows = await getDb()
    .select({ a: productAlerts, productId: products.id, title: products.title, slug: products.slug })
    .from(productAlerts)
    .innerJoin(v, eq(v.id, productAlerts.variantId))
    .innerJoin(products, eq(products.id, v.productId))
    .where(and(eq(productAlerts.userId, userId), isNull(productAlerts.firedAt)))
    .orderBy(desc(productAlerts.createdAt));
  return rows.map(({ a, productId, title, slug }) => ({
    id: a.id,
    variantId: a.variantId,
    productId,
    title,
    path: productPath({ id: productId, slug }),
    kind: a.kind,
    priceAtRequest: a.priceAtRequest,
  }));
}

export async function cancelAlert(userId: number, id: number): Promise<void> {
  const gone = await getDb().delete(productAlerts).where(and(eq(productAlerts.id, id), eq(productAlerts.userId, userId), isNull(productAlerts.firedAt))).returning({ id: productAlerts.id });
  if (gone.length === 0) throw new NotFoundError(msg.alertMissing);
}

/** Open requests whose wish came true: the variant is on sale and in stock, or costs less than when asked. */
function dueAlerts(at: Date) {
  const stamp = sql`${at.toISOString()}::timestamptz`;
  const payable = sql`case when ${v.promotionPrice} is not null and ${v.promotionTo} > ${stamp} then ${v.promotionPrice} else ${v.discountPrice} end`;
  return getDb()
    .select({ id: productAlerts.id })
    .from(productAlerts)
    .innerJoin(v, eq(v.id, productAlerts.variantId))
    .innerJoin(products, eq(products.id, v.productId))
    .where(
      and(
        isNull(productAlerts.firedAt),
        eq(v.active, true),
        eq(products.active, true),
        sql`${v.stock} > 0`,
        sql`(${productAlerts.kind} = 'back_in_stock' or ${payable} < ${productAlerts.priceAtRequest})`,
      ),
    )
    .orderBy(asc(productAlerts.id));
}

/**
 * The alerts job (docs/jobs.md): each due request is told once, by SMS and an in-app notification, and ends. The
 * request is locked and marked fired in the same transaction that notifies, so a second run or another instance
 * skips it; an SMS that fails rolls its request back for the queue's retry, without holding back the others.
 */
export async function sendDueAlerts(at: Date = now()): Promise<{ sent: number }> {
  const due = await dueAlerts(at);
  if (due.length === 0) return { sent: 0 };
  const shop = (await getCompany()).companyName;
  const site = env().SITE_URL.replace(/\/+$/, '');
  let sent = 0;
  const failures: unknown[] = [];
  for (const { id } of due) {
    try {
      const told = await getDb().transaction(async (tx) => {
        const [row] = await tx
          .select({ a: productAlerts, mobile: users.mobile, product: products, variant: v })
          .from(productAlerts)
          .innerJoin(users, eq(users.id, productAlerts.userId))
          .innerJoin(v, eq(v.id, productAlerts.variantId))
          .innerJoin(products, eq(products.id, v.productId))
          .where(and(eq(productAlerts.id, id), isNull(productAlerts.firedAt)))
          .for('update', { of: productAlerts, skipLocked: true });
        if (!row) return false;
        await tx.update(productAlerts).set({ firedAt: at }).where(eq(productAlerts.id, id));
        const link = `${site}${productPath(row.product)}`;
        const body =
          row.a.kind === 'back_in_stock'
            ? `«${row.product.title}» دوباره موجود شد.`
            : `قیمت «${row.product.title}» به ${formatTomanWithUnit(payablePrice(row.variant, at))} کاهش یافت.`;
        await notifyUser(tx, { userId: row.a.userId, kind: 'general', title: row.a.kind === 'back_in_stock' ? 'کالا موجود شد' : 'کاهش قیمت', body });
        await smsProvider().sendText({ mobile: row.mobile, text: `${shop}: ${body} ${link}`, kind: 'product-alert' });
        return true;
      });
      if (told) sent += 1;
    } catch (error) {
      console.warn(`[alerts] alert ${id} was not sent:`, error);
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new Error(`${failures.length} alert(s) failed; the next attempt sends them`);
  return { sent };
}
