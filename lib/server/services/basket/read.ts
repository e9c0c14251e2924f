import 'server-only';
import { basketMessages as msg, type BasketAnswer, type BasketItem } from '@/lib/contracts/basket';
import { accompanyingGone } from '@/lib/contracts/basket-messages';
import type { VariantAttribute } from '@/lib/contracts/product';
import { promotionRunning } from '@/lib/pricing';
import type { Db } from '../../db/client';
import { attributeRefs, toVariant, variantTitle } from '../catalog/product-variants';
import { insurancePremium } from '../catalog/product-insurance';
import { bundleLive, forcedPlans, loadLines, unitPayable, type LineRow } from './lines';
import { basketPlan, facilityTotals } from '../facility/basket-facility';
import { basketTotals } from './totals';

type Reader = Pick<Db, 'select'>;
type Problem = 'unavailable' | 'short' | 'priceUp' | 'priceDown' | null;

function problemOf({ line, variant, product }: LineRow, payable: number, noCheck: boolean): Problem {
  if (!variant.active || !product.active || variant.stock === 0) return 'unavailable';
  if (!noCheck && line.qty > variant.stock) return 'short';
  if (payable > line.unitPrice) return 'priceUp';
  if (payable < line.unitPrice) return 'priceDown';
  return null;
}

const itemMessage: Record<Exclude<Problem, null>, string> = {
  unavailable: msg.itemUnavailable,
  short: msg.itemShort,
  priceUp: msg.itemPriceUp,
  priceDown: msg.itemPriceDown,
};

function basketMessage(problems: readonly Problem[]): string | null {
  if (problems.includes('unavailable')) return msg.basketUnavailable;
  if (problems.includes('short')) return msg.basketShort;
  if (problems.some((p) => p === 'priceUp' || p === 'priceDown')) return msg.basketPriceChanged;
  return null;
}

const withSwatch = (a: VariantAttribute | null) => (a ? { ...a, attributeImages: a.images } : null);

function toItem(row: LineRow, children: readonly LineRow[], forcedPlanId: number | undefined, refs: Map<number, VariantAttribute>, now: Date, payable: number, problem: Problem): BasketItem {
  const { line, variant, product, plan, bundleItem, bundle } = row;
  const shown = toVariant(variant, refs, now);
  const premium = plan ? insurancePremium(plan, variant.price) : null;
  const ownBundles = bundle && bundleItem ? [{ bundle, discount: bundleItem.discount }] : children.flatMap((c) => (c.bundle && c.bundleItem ? [{ bundle: c.bundle, discount: c.bundleItem.discount }] : []));
  const head = ownBundles[0]?.bundle ?? null;
  const running = promotionRunning(variant, now);
  return {
    id: variant.id,
    basketId: line.id,
    productId: product.id,
    slug: product.slug,
    title: product.title,
    images: variant.images[0] ?? product.images[0] ?? null,
    qty: line.qty,
    price: variant.price,
    discount: variant.price - payable,
    promotion: running,
    promotionPrice: shown.promotionPrice,
    promotionTo: shown.promotionTo,
    maxBuy: variant.maxBuy,
    stock: variant.stock,
    canDelete: line.parentItemId === null,
    description: line.parentItemId === null ? variantTitle(shown) : (bundle?.title ?? ''),
    hasUpperDiscount: shown.hasUpperDiscount,
    upperDiscountAmount: shown.upperDiscountAmount,
    isBundle: ownBundles.length > 0,
    timedBundle: head !== null && head.timed && bundleLive(head, now),
    bundleToDate: head?.timed && head.toDate && bundleLive(head, now) ? head.toDate.toISOString() : null,
    bundles: [...new Map(ownBundles.map((b) => [b.bundle.id, { isGroup: b.bundle.isGroup, id: b.bundle.id, showPrice: b.bundle.showPrice, discount: b.discount }])).values()],
    bundleInfo: head?.info || null,
    arrtib1: withSwatch(shown.arrtib1),
    arrtib2: withSwatch(shown.arrtib2),
    insuranceId: plan?.id ?? null,
    insuranceTitle: plan?.title ?? null,
    insuranceTotalPrice: premium?.insurancePrice ?? 0,
    insurancePriceWithDiscount: premium?.insurancePriceWithDiscount ?? 0,
    hasForceInsurance: forcedPlanId !== undefined,
    info: { message: problem ? itemMessage[problem] : null },
  };
}

/**
 * An accompanying line the shop can no longer fill (issue 20): the shopper cannot delete it, so it is left out of the
 * answer, its totals and any order, with a message, until the basket's next change deletes it (lines-write.ts).
 */
const soldOutAccompanying = ({ line, variant, product }: LineRow) =>
  line.parentItemId !== null && (!variant.active || !product.active || variant.stock < line.qty);

/**
 * The SPEC §7 basket answer: every line priced now, the totals of SPEC §4 in extraObject, and the messages of what
 * changed since a line was chosen (out of stock, not enough stock, another price, accompanying items gone).
 */
export async function readBasket(db: Reader, basketId: string | null, noCheck: boolean, now: Date): Promise<BasketAnswer> {
  const all = basketId ? await loadLines(db, basketId) : [];
  const rows = all.filter((row) => !soldOutAccompanying(row));
  const gone = [...new Set(all.filter(soldOutAccompanying).map((row) => row.product.title))];
  const [refs, forced] = await Promise.all([attributeRefs(db), forcedPlans(db, [...new Set(rows.map((r) => r.product.id))])]);
  const problems: Problem[] = [];
  const data = rows.map((row) => {
    const payable = unitPayable(row.variant, row.bundleItem, row.bundle, now);
    const problem = problemOf(row, payable, noCheck);
    problems.push(problem);
    const children = rows.filter((r) => r.line.parentItemId === row.line.id);
    return toItem(row, children, forced.get(row.product.id), refs, now, payable, problem);
  });
  const messages = [basketMessage(problems), gone.length > 0 ? accompanyingGone(gone) : null].filter((m) => m !== null);
  const cash = basketTotals(basketId, data, messages.length > 0 ? messages.join(' ') : null);
  const plan = basketId && data.length > 0 ? await basketPlan(db, basketId) : null;
  if (!plan) return { data, extraObject: cash };
  const facility = facilityTotals(plan, cash.totallPrice, cash.totallPriceAfterDiscount);
  // A basket that no longer fits its plan (too little left to lend) is shown as cash, with the reason.
  const message = facility ? cash.message : (cash.message ?? msg.basketFacilityUnfit);
  return { data, extraObject: basketTotals(basketId, data, message, facility) };
}
