import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { now } from '../../clock';
import { companySettings, sandboxTransactions } from '../../db/schema';
import type { Tx } from '../../db/client';
import type { PaymentGateway } from './payment-gateway';

/** 192 random bits in base64url: the sandbox page and its pay button are reachable only with it. */
const newToken = () => randomBytes(24).toString('base64url');

/**
 * The built-in bank (DESIGN.md "Providers that touch money"): it keeps its own book in sandbox_transactions,
 * shows /sandbox-bank/{token}, and answers verify from that book, so a callback whose token it never issued,
 * that the person cancelled, or whose amount differs is refused exactly as a real bank would refuse it.
 */
/** Read in the caller's transaction (not the settings cache), which on PGlite owns the only connection. */
async function merchantName(tx: Tx): Promise<string> {
  const [row] = await tx.select({ name: companySettings.name }).from(companySettings).where(eq(companySettings.id, 1));
  return row?.name ?? '';
}

export function sandboxGateway(options: { siteUrl: string }): PaymentGateway {
  return {
    id: 'sandbox',
    async request(tx, input) {
      const token = newToken();
      await tx.insert(sandboxTransactions).values({
        token,
        amountRial: input.amountRial,
        merchant: await merchantName(tx),
        description: input.description,
        callbackUrl: input.callbackUrl,
        createdAt: now(),
      });
      return { authority: token, redirectUrl: `${options.siteUrl}/sandbox-bank/${token}` };
    },
    async verify(tx, { authority, amountRial }) {
      const [row] = await tx.select().from(sandboxTransactions).where(eq(sandboxTransactions.token, authority)).for('update');
      if (!row || row.status !== 'paid') return { paid: false, reason: 'not_paid', detail: row ? row.status : 'unknown token' };
      if (row.amountRial !== amountRial) return { paid: false, reason: 'amount_mismatch', detail: `bank ${row.amountRial}, asked ${amountRial}` };
      // Like Zarinpal's 101: a second verify still says paid, and says it was verified before.
      const alreadyVerified = row.verifiedAt !== null;
      if (!alreadyVerified) await tx.update(sandboxTransactions).set({ verifiedAt: now() }).where(eq(sandboxTransactions.id, row.id));
      return { paid: true, refId: row.refId ?? '', cardPan: '6037-99**-****-1234', alreadyVerified };
    },
    async cancel(tx, authority) {
      await tx
        .update(sandboxTransactions)
        .set({ status: 'cancelled', decidedAt: now() })
        .where(and(eq(sandboxTransactions.token, authority), eq(sandboxTransactions.status, 'pending')));
    },
    // Like a real bank: parts of a paid transaction go back until the whole has; then it is refunded and refuses more.
    async refund(tx, { authority, amountRial, refundRial = amountRial }) {
      const refunded = sql`${sandboxTransactions.refundedRial} + ${refundRial}`;
      const [row] = await tx
        .update(sandboxTransactions)
        .set({ refundedRial: refunded, status: sql`case when ${refunded} = ${sandboxTransactions.amountRial} then 'refunded' else 'paid' end` })
        .where(
          and(
            eq(sandboxTransactions.token, authority),
            eq(sandboxTransactions.status, 'paid'),
            eq(sandboxTransactions.amountRial, amountRial),
            sql`${refunded} <= ${sandboxTransactions.amountRial}`,
          ),
        )
        .returning({ refId: sandboxTransactions.refId, refundedRial: sandboxTransactions.refundedRial });
      return row ? { ok: true, reference: `refund-${row.refId ?? authority}-${row.refundedRial}` } : { ok: false, detail: 'no paid transaction of that amount with that much left' };
    },
  };
}

export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;

export async function findSandboxTransaction(tx: Pick<Tx, 'select'>, token: string): Promise<SandboxTransaction | undefined> {
  const [row] = await tx.select().from(sandboxTransactions).where(eq(sandboxTransactions.token, token)).limit(1);
  return row;
}

/**
 * The person's choice on the bank page, taken once (a second click finds it decided and changes nothing).
 * Answers the URL the browser goes back to: the shop's callback with the authority and OK/NOK, as Zarinpal does.
 */
export async function decideSandbox(tx: Tx, token: string, choice: 'pay' | 'cancel'): Promise<string | undefined> {
  const [row] = await tx
    .update(sandboxTransactions)
    .set({
      status: choice === 'pay' ? 'paid' : 'cancelled',
      refId: choice === 'pay' ? String(100_000_000 + (randomBytes(4).readUInt32BE() % 900_000_000)) : null,
      decidedAt: now(),
    })
    .where(and(eq(sandboxTransactions.token, token), eq(sandboxTransactions.status, 'pending')))
    .returning();
  const decided = row ?? (await findSandboxTransaction(tx, token));
  if (!decided) return undefined;
  const url = new URL(decided.callbackUrl);
  url.searchParams.set('Authority', decided.token);
  url.searchParams.set('Status', decided.status === 'paid' ? 'OK' : 'NOK');
  return url.toString();
}
