import 'server-only';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { isSettled, owedOn, unpaidAmount, unpaidFee, daysLeft, settlementQuote } from '@/lib/facility/instalments';
import { planTermsText } from '@/lib/facility/plan-terms';
import { LOAN_DUE_SOON_DAYS, LOAN_STARTED_STATES, loanMessages as msg } from '@/lib/contracts/loan-messages';
import type { Loan, LoanDetail, LoanDueCount, LoanInstalment } from '@/lib/contracts/loans';
import { formatJalaliDate } from '@/lib/format/jalali';
import { now } from '../../clock';
import { getDb, type Db } from '../../db/client';
import { facilityPlans, loanRequests, orders } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { offeredGatewayOptions } from '../payment/payments';
import { walletBalance } from '../wallet/ledger';
import { loanCheques } from './cheques';
import { accrueLoan } from './late-fees';
import { ledgerOf, startDayOf, tehranDay, termsOf, type LedgerRow, type LoanRow, type PlanRow } from './loan-ledger';
import { loanPaymentsOf } from './loan-payments-view';

type Reader = Pick<Db, 'select'>;

function instalmentView(i: LedgerRow, today: string): LoanInstalment {
  const settled = isSettled(i);
  return {
    number: i.number,
    amount: i.amount,
    dueDate: i.dueDate,
    jalali: formatJalaliDate(i.dueDate),
    state: settled ? 'paid' : i.dueDate < today ? 'overdue' : 'due',
    daysLeft: daysLeft(i.dueDate, today),
    paid: i.paid,
    rebate: i.rebate,
    lateFee: i.lateFee,
    lateFeePaid: i.lateFeePaid,
    owed: owedOn(i),
    paidAt: i.paidAt ? formatJalaliDate(i.paidAt) : null,
  };
}

function loanView(loan: LoanRow, plan: PlanRow, orderId: number | null, ledger: LedgerRow[], today: string): Loan {
  const open = ledger.filter((i) => !isSettled(i));
  const next = open[0];
  const text = planTermsText(termsOf(plan));
  return {
    id: loan.id,
    state: loan.state as Loan['state'],
    orderId,
    plan: {
      name: plan.name,
      parentTitle: plan.parentTitle,
      months: plan.months,
      annualRateBp: plan.annualRateBp,
      guaranteeType: plan.guaranteeType,
      lateFeeDailyBp: plan.lateFeeDailyBp,
      lateFeeGraceDays: plan.lateFeeGraceDays,
      settlementRebatePercent: plan.settlementRebatePercent,
      lateFeeText: text.lateFee,
      settlementText: text.settlement,
    },
    loanAmount: loan.loanAmount,
    scheduleTotal: ledger.reduce((s, i) => s + i.amount, 0),
    paidTotal: ledger.reduce((s, i) => s + i.paid + i.lateFeePaid, 0),
    remaining: ledger.reduce((s, i) => s + unpaidAmount(i), 0),
    lateFeeDue: ledger.reduce((s, i) => s + unpaidFee(i), 0),
    nextDue: loan.state === 'active' && next ? { number: next.number, jalali: formatJalaliDate(next.dueDate), daysLeft: daysLeft(next.dueDate, today), owed: owedOn(next) } : null,
    dueSoon: loan.state === 'active' && open.some((i) => daysLeft(i.dueDate, today) <= LOAN_DUE_SOON_DAYS),
    startedAt: formatJalaliDate(loan.activatedAt ?? loan.createdAt),
    closedAt: loan.closedAt ? formatJalaliDate(loan.closedAt) : null,
    instalments: ledger.map((i) => instalmentView(i, today)),
  };
}

/** The user's loans with their plans and the facility order each came with, newest first. */
async function loansOf(db: Reader, userId: number, loanId?: number) {
  return db
    .select({ loan: loanRequests, plan: facilityPlans })
    .from(loanRequests)
    .innerJoin(facilityPlans, eq(facilityPlans.id, loanRequests.planId))
    .where(and(eq(loanRequests.userId, userId), inArray(loanRequests.state, [...LOAN_STARTED_STATES]), ...(loanId === undefined ? [] : [eq(loanRequests.id, loanId)])))
    .orderBy(desc(loanRequests.id));
}

async function orderOfLoan(db: Reader, loanId: number): Promise<number | null> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.loanRequestId, loanId), isNotNull(orders.paidAt))).orderBy(asc(orders.id)).limit(1);
  return row?.id ?? null;
}

/** Reads bring the fees of a running loan up to today first, as the daily job would, so figures are right between runs. */
async function accrued(rows: { loan: LoanRow }[], at: Date) {
  for (const { loan } of rows) if (loan.state === 'active') await accrueLoan(loan.id, at);
}

/** /dashboard/installments: every loan of the user with its schedule. */
export async function listLoans(userId: number): Promise<Loan[]> {
  const at = now();
  const db = getDb();
  await accrued(await loansOf(db, userId), at);
  const rows = await loansOf(db, userId);
  return Promise.all(rows.map(async ({ loan, plan }) => loanView(loan, plan, await orderOfLoan(db, loan.id), await ledgerOf(db, loan.id), tehranDay(at))));
}

/** One loan with its payments, cheques, today's settlement figure, the wallet and the gateways to pay with. */
export async function getLoan(userId: number, loanId: number): Promise<LoanDetail> {
  const at = now();
  const db = getDb();
  await accrued(await loansOf(db, userId, loanId), at);
  const [row] = await loansOf(db, userId, loanId);
  if (!row) throw new NotFoundError(msg.notFound);
  const today = tehranDay(at);
  const ledger = await ledgerOf(db, loanId);
  const [orderId, payments, cheques, balance, gateways] = await Promise.all([
    orderOfLoan(db, loanId),
    loanPaymentsOf(db, loanId),
    loanCheques(db, loanId),
    walletBalance(userId, db),
    offeredGatewayOptions(db),
  ]);
  const active = row.loan.state === 'active' && ledger.some((i) => !isSettled(i));
  const settlement = active ? settlementQuote(ledger, { loanAmount: row.loan.loanAmount, startDay: startDayOf(row.loan) }, termsOf(row.plan), today) : null;
  return {
    ...loanView(row.loan, row.plan, orderId, ledger, today),
    payments,
    cheques,
    settlement: settlement ? { owed: settlement.owed, rebate: settlement.rebate, payable: settlement.payable } : null,
    walletBalance: balance,
    // A credit provider lends for a purchase, never an instalment of another loan.
    gateways: gateways.filter((g) => !g.credit),
  };
}

/** A credit officer's view of any loan (its owner's view, wallet and gateways included). */
export async function loanForOperator(loanId: number): Promise<LoanDetail> {
  const [row] = await getDb().select({ userId: loanRequests.userId }).from(loanRequests).where(and(eq(loanRequests.id, loanId), inArray(loanRequests.state, [...LOAN_STARTED_STATES])));
  if (!row) throw new NotFoundError(msg.notFound);
  return getLoan(row.userId, loanId);
}

/** The badge of 'اقساط من': running loans' instalments overdue, or due within LOAN_DUE_SOON_DAYS. */
export async function loanDueCount(userId: number): Promise<LoanDueCount> {
  const today = tehranDay(now());
  const loans = (await loansOf(getDb(), userId)).filter((r) => r.loan.state === 'active');
  let dueSoon = 0;
  let overdue = 0;
  for (const { loan } of loans) {
    for (const i of await ledgerOf(getDb(), loan.id)) {
      if (isSettled(i)) continue;
      const left = daysLeft(i.dueDate, today);
      if (left < 0) overdue += 1;
      else if (left <= LOAN_DUE_SOON_DAYS) dueSoon += 1;
    }
  }
  return { dueSoon, overdue };
}
