import 'server-only';
import { eq } from 'drizzle-orm';
import { facilityFigures } from '@/lib/facility/calculator';
import type { PrepaymentAnswer, PrepaymentBody } from '@/lib/contracts/facility';
import { facilityMessages as msg } from '@/lib/contracts/facility-messages';
import { isStartedLoan } from '@/lib/contracts/loan-messages';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { env } from '../../env';
import { facilityPlans } from '../../db/schema';
import { ConflictError } from '../../errors';
import { chosenGateway, startPayment } from '../payment/payments';
import { termsOf } from '../facility/plans';
import { lockOwnRequest } from '../facility/requests';
import { createOrder, refuseCatalogMode } from './place-order';

/**
 * Approval → prepayment → facility order (issue #8). In one transaction under the request's row lock: the user's
 * basket becomes an order (units held as for any order; the user's other unpaid order ends), picked up at the branch
 * of the appointment, where the guarantee is handed over. The approved loan amount is fixed: the order charges the
 * rest of the goods' price now, as long as that still meets the plan's minimum prepayment. Paying the order, by any
 * path, activates the loan (loan-activation.ts); the wallet pays it here at once, or the bank later under the
 * purpose 'facility_prepayment'. A new attempt replaces an unpaid one.
 */
export async function startPrepayment(userId: number, viewer: { noCheck: boolean }, body: PrepaymentBody): Promise<PrepaymentAnswer> {
  await refuseCatalogMode();
  const at = now();
  return getDb().transaction(async (tx) => {
    const request = await lockOwnRequest(tx, userId, body.requestId);
    if (isStartedLoan(request.state)) throw new ConflictError(msg.prepaymentPaid);
    if (request.state !== 'approved' || request.branchId === null) throw new ConflictError(msg.notApproved);
    const gateway = body.paymentMethod === 'gateway' && body.gateway ? await chosenGateway(tx, body.gateway) : null;
    const [plan] = await tx.select().from(facilityPlans).where(eq(facilityPlans.id, request.planId));
    const loanFor = (itemsPayable: number) => {
      if (!facilityFigures(termsOf(plan!), itemsPayable, itemsPayable - request.loanAmount).ok) throw new ConflictError(msg.basketChanged);
      return request.loanAmount;
    };
    const branchId = request.branchId;
    const { order, status } = await createOrder(
      tx,
      {
        buyerId: userId,
        basketOwnerId: userId,
        viewer,
        destination: async () => ({ method: 'pickup', branchId }),
        paymentMethod: body.paymentMethod,
        createdBy: null,
        holdMinutes: env().ORDER_RESERVATION_MINUTES,
        facility: { requestId: request.id, loanFor },
      },
      at,
    );
    if (!gateway) return { orderId: order.id, status, paymentId: null, redirectUrl: null };
    const { paymentId, redirectUrl } = await startPayment(tx, { userId, purpose: 'facility_prepayment', referenceId: order.id, amount: order.gatewayAmount, gateway });
    return { orderId: order.id, status, paymentId, redirectUrl };
  });
}
