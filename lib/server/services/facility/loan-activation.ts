import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { facilityFigures, type FacilityFigures } from '@/lib/facility/calculator';
import { instalmentSchedule } from '@/lib/facility/schedule';
import type { OrderFacility } from '@/lib/contracts/orders';
import { toJalaliParts } from '@/lib/format/jalali';
import { toPersianDigits } from '@/lib/format/digits';
import type { Db } from '../../db/client';
import { facilityPlans, loanInstalments, loanRequests, orders } from '../../db/schema';
import { ConflictError } from '../../errors';
import { facilityMessages } from '@/lib/contracts/facility-messages';
import { isStartedLoan } from '@/lib/contracts/loan-messages';
import type { Tx } from '../../db/client';
import { notifyUser } from '../account/notifications';
import { termsOf, type PlanRow } from './plans';

type Reader = Pick<Db, 'select'>;
type FacilityOrderRef = Pick<typeof orders.$inferSelect, 'id' | 'loanRequestId' | 'loanAmount' | 'itemsPrice' | 'discount'>;

/** An agreed loan's figures: the plan's rate and months on the amounts the request holds (its limits were checked then). */
export function agreedFigures(plan: PlanRow, price: number, prepayment: number): FacilityFigures | null {
  const result = facilityFigures({ ...termsOf(plan), minPrepaymentPercent: 0, minLoan: 1, maxLoan: Number.MAX_SAFE_INTEGER }, price, prepayment);
  return result.ok ? result.figures : null;
}

/**
 * A facility order became paid (by the bank, the wallet, or the wallet after a charge made for it): its approved
 * request becomes active and the schedule is fixed, starting the day of payment. Conditional on 'approved', so a
 * second settlement changes nothing. Called from order-state's setStatus, the one place every payment path passes.
 */
export async function activateFacilityOrder(tx: Tx, order: FacilityOrderRef, at: Date): Promise<void> {
  if (order.loanRequestId === null) return;
  // The order's goods price is what was bought; the approved loan stays, the prepayment is the rest.
  const price = order.itemsPrice - order.discount;
  const [row] = await tx
    .update(loanRequests)
    .set({ state: 'active', activatedAt: at, updatedAt: at, price, prepayment: price - order.loanAmount })
    .where(and(eq(loanRequests.id, order.loanRequestId), eq(loanRequests.state, 'approved'), eq(loanRequests.loanAmount, order.loanAmount)))
    .returning();
  if (!row) throw new ConflictError(facilityMessages.prepaymentPaid);
  const orderId = order.id;
  const [plan] = await tx.select().from(facilityPlans).where(eq(facilityPlans.id, row.planId));
  const figures = agreedFigures(plan!, row.price, row.prepayment);
  if (!figures) throw new RangeError(`loan request ${row.id} has no valid figures`);
  const schedule = instalmentSchedule(figures, toJalaliParts(at));
  await tx.insert(loanInstalments).values(schedule.map((i) => ({ requestId: row.id, number: i.number, amount: i.amount, dueDate: i.dueDate })));
  await notifyUser(tx, {
    userId: row.userId,
    kind: 'loan',
    value: orderId,
    title: 'تسهیلات شما فعال شد',
    body: `پیش‌پرداخت درخواست شماره ${toPersianDigits(row.id)} پرداخت شد؛ ${toPersianDigits(figures.months)} قسط شما در صفحه سفارش آمده است.`,
  });
}

/** The facility block of an order's page: the stored schedule once active, the one paying today would fix before that. */
export async function orderFacility(db: Reader, order: FacilityOrderRef, at: Date): Promise<OrderFacility | undefined> {
  if (order.loanRequestId === null) return undefined;
  const [found] = await db
    .select({ request: loanRequests, plan: facilityPlans })
    .from(loanRequests)
    .innerJoin(facilityPlans, eq(facilityPlans.id, loanRequests.planId))
    .where(eq(loanRequests.id, order.loanRequestId));
  if (!found) return undefined;
  const { request, plan } = found;
  const price = order.itemsPrice - order.discount;
  const figures = agreedFigures(plan, price, price - order.loanAmount);
  if (!figures) return undefined;
  const stored = await db.select().from(loanInstalments).where(eq(loanInstalments.requestId, request.id)).orderBy(asc(loanInstalments.number));
  const started = isStartedLoan(request.state);
  const schedule =
    started
      ? stored.map((i) => {
          const { jy, jm, jd } = toJalaliParts(i.dueDate);
          return { number: i.number, amount: i.amount, dueDate: i.dueDate, jalali: `${jy}/${String(jm).padStart(2, '0')}/${String(jd).padStart(2, '0')}`, paid: i.paidAt !== null };
        })
      : instalmentSchedule(figures, toJalaliParts(at)).map((i) => ({ ...i, paid: false }));
  return {
    requestId: request.id,
    active: started,
    facilityName: plan.name,
    facilityParentTitle: plan.parentTitle,
    price,
    prepayment: price - order.loanAmount,
    loanAmount: order.loanAmount,
    amountPerMonth: figures.amountPerMonth,
    finalRefundAmount: figures.finalRefundAmount,
    months: figures.months,
    schedule,
  };
}
