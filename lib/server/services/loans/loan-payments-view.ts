import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { loanMessages as msg } from '@/lib/contracts/loan-messages';
import type { LoanPayment } from '@/lib/contracts/loans';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { getDb, type Db } from '../../db/client';
import { loanAllocations, loanPayments, payments } from '../../db/schema';
import { NotFoundError } from '../../errors';

type Reader = Pick<Db, 'select'>;

/** A loan's payments, newest first, each with where its money went (its receipt). */
export async function loanPaymentsOf(db: Reader, loanId: number, paymentId?: number): Promise<LoanPayment[]> {
  const rows = await db
    .select({ p: loanPayments, gateway: payments.gateway, refId: payments.refId })
    .from(loanPayments)
    .leftJoin(payments, eq(payments.id, loanPayments.paymentId))
    .where(and(eq(loanPayments.requestId, loanId), ...(paymentId === undefined ? [] : [eq(loanPayments.id, paymentId)])))
    .orderBy(desc(loanPayments.id));
  if (rows.length === 0) return [];
  const allocations = await db
    .select()
    .from(loanAllocations)
    .where(inArray(loanAllocations.loanPaymentId, rows.map((r) => r.p.id)))
    .orderBy(asc(loanAllocations.id));
  return rows.map(({ p, gateway, refId }) => ({
    id: p.id,
    loanId: p.requestId,
    mode: p.mode,
    status: p.status,
    amount: p.amount,
    walletAmount: p.walletAmount,
    gatewayAmount: p.gatewayAmount,
    rebate: p.rebate,
    excess: p.excess,
    gateway,
    refId,
    note: p.note,
    createdAt: formatJalaliDateTime(p.createdAt),
    paidAt: p.paidAt ? formatJalaliDateTime(p.paidAt) : null,
    allocations: allocations.filter((a) => a.loanPaymentId === p.id).map((a) => ({ number: a.number, kind: a.kind, amount: a.amount })),
  }));
}

/** One payment's receipt, for its payer only (anyone else's answers 404 like a missing one). */
export async function loanReceipt(userId: number, loanPaymentId: number): Promise<LoanPayment> {
  const db = getDb();
  const [owned] = await db.select({ loanId: loanPayments.requestId }).from(loanPayments).where(and(eq(loanPayments.id, loanPaymentId), eq(loanPayments.userId, userId)));
  if (!owned) throw new NotFoundError(msg.paymentNotFound);
  const [receipt] = await loanPaymentsOf(db, owned.loanId, loanPaymentId);
  return receipt!;
}
