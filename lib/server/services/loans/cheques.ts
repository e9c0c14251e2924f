import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { CHEQUE_BANKS, loanMessages as msg } from '@/lib/contracts/loan-messages';
import type { LoanCheque } from '@/lib/contracts/loans';
import type { ChequeBody } from '@/lib/contracts/loan-operators';
import { formatJalaliDate } from '@/lib/format/jalali';
import { now } from '../../clock';
import type { Db, Tx } from '../../db/client';
import { loanCheques as chequesTable } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { ledgerOf, lockLoan, planOf } from './loan-ledger';

type Reader = Pick<Db, 'select'>;

const view = (row: typeof chequesTable.$inferSelect): LoanCheque => ({
  id: row.id,
  sayadId: row.sayadId,
  bank: row.bank,
  bankTitle: CHEQUE_BANKS[row.bank as keyof typeof CHEQUE_BANKS] ?? row.bank,
  chequeDate: row.chequeDate,
  jalali: formatJalaliDate(row.chequeDate),
  numbers: row.numbers,
  amount: row.amount,
});

export async function loanCheques(db: Reader, loanId: number): Promise<LoanCheque[]> {
  const rows = await db.select().from(chequesTable).where(eq(chequesTable.requestId, loanId)).orderBy(asc(chequesTable.chequeDate), asc(chequesTable.id));
  return rows.map(view);
}

/**
 * A credit officer records a guarantee cheque of a loan whose plan takes cheques, under the loan's lock: the
 * instalments it covers must be the loan's and not covered by another cheque; its amount is theirs. A Sayad id is
 * unique across all loans (409 for a second record of the same cheque).
 */
export async function addCheque(tx: Tx, loanId: number, body: ChequeBody): Promise<LoanCheque> {
  const loan = await lockLoan(tx, loanId);
  if ((await planOf(tx, loan)).guaranteeType !== 'cheque') throw new ConflictError(msg.cheque.notCheque);
  const ledger = await ledgerOf(tx, loanId);
  const numbers = [...new Set(body.numbers)].sort((a, b) => a - b);
  const unknown = numbers.find((n) => !ledger.some((i) => i.number === n));
  if (unknown !== undefined) throw new ValidationError(msg.cheque.unknownNumber(unknown), { numbers: msg.cheque.unknownNumber(unknown) });
  const taken = (await loanCheques(tx, loanId)).flatMap((c) => c.numbers);
  const covered = numbers.find((n) => taken.includes(n));
  if (covered !== undefined) throw new ConflictError(msg.cheque.covered(covered));
  const [existing] = await tx.select({ id: chequesTable.id }).from(chequesTable).where(eq(chequesTable.sayadId, body.sayadId));
  if (existing) throw new ConflictError(msg.cheque.duplicate);
  const amount = ledger.filter((i) => numbers.includes(i.number)).reduce((s, i) => s + i.amount, 0);
  const [row] = await tx
    .insert(chequesTable)
    .values({ requestId: loanId, sayadId: body.sayadId, bank: body.bank, chequeDate: body.chequeDate, numbers, amount, createdAt: now() })
    .returning();
  return view(row!);
}

/** A cheque recorded by mistake (or given back) is removed. */
export async function removeCheque(tx: Tx, loanId: number, chequeId: number): Promise<LoanCheque> {
  await lockLoan(tx, loanId);
  const [row] = await tx.delete(chequesTable).where(and(eq(chequesTable.id, chequeId), eq(chequesTable.requestId, loanId))).returning();
  if (!row) throw new NotFoundError(msg.cheque.notFound);
  return view(row);
}
