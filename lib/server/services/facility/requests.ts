import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import { facilityFigures, facilityRefusalMessages } from '@/lib/facility/calculator';
import type { CreatePlanRequestForm, EditPlanRequestForm, PlanRequest } from '@/lib/contracts/facility';
import { facilityMessages as msg, requiredDocuments } from '@/lib/contracts/facility-messages';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { facilityPlans, loanDocuments, loanRequests, users } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { creditProvider } from '../../providers/credit/create-credit-provider';
import type { Tx } from '../../db/client';
import { getUserBasket } from '../basket/baskets';
import { bookSeat } from './appointments';
import { activePlan, termsOf } from './plans';
import { toPlanRequests, type LoanRequestRow } from './request-view';

/** What the basket costs in cash now (the plan's own sums are not what is lent against). */
async function basketPrice(userId: number): Promise<number> {
  const { data } = await getUserBasket(userId, { noCheck: false });
  if (data.length === 0) throw new ValidationError(msg.emptyBasket);
  return data.reduce((s, l) => s + l.qty * (l.price - l.discount + l.insurancePriceWithDiscount), 0);
}

/** Read before the transaction: the basket read uses its own connection, which an embedded database has only one of. */
async function priceOf(userId: number, form: Pick<CreatePlanRequestForm, 'fromBasket' | 'amount'>): Promise<number> {
  const price = form.fromBasket ? await basketPrice(userId) : form.amount;
  if (price === undefined) throw new ValidationError(msg.amount, { amount: msg.amount });
  return price;
}

async function planAndAmount(tx: Tx, form: CreatePlanRequestForm, price: number) {
  const plan = await activePlan(tx, form.planId);
  const result = facilityFigures(termsOf(plan), price, form.prepayment);
  if (!result.ok) throw new ValidationError(facilityRefusalMessages[result.reason], { amount: facilityRefusalMessages[result.reason] });
  return { planId: plan.id, fromBasket: form.fromBasket, price, prepayment: result.figures.prepayment, loanAmount: result.figures.loanAmount };
}

async function view(tx: Tx, row: LoanRequestRow): Promise<PlanRequest> {
  return (await toPlanRequests(tx, [row], now()))[0]!;
}

/** Drafts (loan and leasing together) one account may have open; the rest wait until one is submitted. */
const MAX_OPEN_DRAFTS = 3;

/** Step 0 of a new request; the applicant's details start from the profile. */
export async function createPlanRequest(userId: number, form: CreatePlanRequestForm): Promise<PlanRequest> {
  const price = await priceOf(userId, form);
  return getDb().transaction(async (tx) => {
    const values = await planAndAmount(tx, form, price);
    // The user's row lock makes parallel creations count one after the other.
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
    const [open] = await tx.select({ n: count() }).from(loanRequests).where(and(eq(loanRequests.userId, userId), eq(loanRequests.state, 'draft')));
    if ((open?.n ?? 0) >= MAX_OPEN_DRAFTS) throw new ConflictError(msg.tooManyDrafts(MAX_OPEN_DRAFTS));
    const [row] = await tx
      .insert(loanRequests)
      .values({ userId, ...values, step: 1, fName: user!.fName, lName: user!.lName, nationalCode: user!.nationalCode, mobile: user!.mobile, birthDate: user!.birthDate })
      .returning();
    return view(tx, row!);
  });
}

export async function listOwnPlanRequests(userId: number): Promise<PlanRequest[]> {
  const db = getDb();
  const rows = await db.select().from(loanRequests).where(eq(loanRequests.userId, userId)).orderBy(desc(loanRequests.id));
  return toPlanRequests(db, rows, now());
}

export async function getOwnPlanRequest(userId: number, id: number): Promise<PlanRequest> {
  const db = getDb();
  const [row] = await db.select().from(loanRequests).where(and(eq(loanRequests.id, id), eq(loanRequests.userId, userId)));
  if (!row) throw new NotFoundError(msg.requestId);
  return (await toPlanRequests(db, [row], now()))[0]!;
}

/** The request under its row lock; another user's request answers like a missing one. */
export async function lockOwnRequest(tx: Tx, userId: number, id: number): Promise<LoanRequestRow> {
  const [row] = await tx.select().from(loanRequests).where(and(eq(loanRequests.id, id), eq(loanRequests.userId, userId))).for('update');
  if (!row) throw new NotFoundError(msg.requestId);
  return row;
}

/**
 * PUT edit plan request: saves one step. Steps are filled in order and a saved step sends the applicant on to the
 * next (later steps are confirmed again, their data kept). Once the appointment is booked (step 5, submitted) only
 * the appointment may move, until an operator decides or the applicant attends.
 */
export async function editPlanRequest(userId: number, form: EditPlanRequestForm): Promise<PlanRequest> {
  const at = now();
  const price = form.step === 0 ? await priceOf(userId, form) : 0;
  return getDb().transaction(async (tx) => {
    const row = await lockOwnRequest(tx, userId, form.id);
    const reschedule = row.state === 'submitted' && form.step === 4 && row.attendedAt === null;
    if (row.state !== 'draft' && !reschedule) throw new ConflictError(msg.closed);
    if (form.step > row.step) throw new ValidationError(msg.stepLocked);
    let set: Partial<typeof loanRequests.$inferInsert>;
    switch (form.step) {
      case 0: {
        const { planId, fromBasket, amount, prepayment } = form;
        set = { ...(await planAndAmount(tx, { planId, fromBasket, amount, prepayment }, price)), creditScore: null, creditApproved: null };
        break;
      }
      case 1: {
        const { fName, lName, nationalCode, birthDate, job, monthlyIncome } = form;
        const changedPerson = nationalCode !== row.nationalCode;
        set = { fName, lName, nationalCode, birthDate, job, monthlyIncome, ...(changedPerson ? { creditScore: null, creditApproved: null } : {}) };
        break;
      }
      case 2: {
        const docs = await tx.select({ kind: loanDocuments.kind }).from(loanDocuments).where(eq(loanDocuments.requestId, row.id));
        const have = new Set(docs.map((d) => d.kind));
        const [plan] = await tx.select({ kind: facilityPlans.kind }).from(facilityPlans).where(eq(facilityPlans.id, row.planId));
        const missing = requiredDocuments[plan!.kind].filter((k) => !have.has(k));
        if (missing.length > 0) throw new ValidationError(msg.documentsMissing, Object.fromEntries(missing.map((k) => [k, msg.documentsMissing])));
        set = { guaranteeType: form.guaranteeType };
        break;
      }
      case 3: {
        const result = await creditProvider().check({ nationalCode: row.nationalCode ?? '', mobile: row.mobile ?? '', loanAmount: row.loanAmount });
        set = { creditScore: result.score, creditApproved: result.approved };
        // A refused check is saved and shown (/checked); the applicant stays on this step.
        if (!result.approved) {
          const [saved] = await tx.update(loanRequests).set({ ...set, updatedAt: at }).where(eq(loanRequests.id, row.id)).returning();
          return view(tx, saved!);
        }
        break;
      }
      case 4: {
        if (row.creditApproved !== true) throw new ValidationError(msg.stepLocked);
        await bookSeat(tx, at, { branchId: form.branchId, day: form.meetDateTime }, { branchId: row.branchId, day: row.meetDate });
        set = { branchId: form.branchId, meetDate: form.meetDateTime, state: 'submitted', missedAt: null };
        break;
      }
    }
    const [saved] = await tx
      .update(loanRequests)
      .set({ ...set, step: form.step + 1, updatedAt: at })
      .where(eq(loanRequests.id, row.id))
      .returning();
    return view(tx, saved!);
  });
}
