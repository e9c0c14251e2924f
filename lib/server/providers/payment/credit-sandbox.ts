import 'server-only';
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { now } from '../../clock';
import { companySettings, creditSandboxPurchases, type CreditGatewayId } from '../../db/schema';
import type { Tx } from '../../db/client';
import { parseDigipayCallback } from './digipay';
import { parseKeepaCallback } from './keepa';
import type { AfterSaleResult, PaymentGateway } from './payment-gateway';

export type CreditSandboxPurchase = typeof creditSandboxPurchases.$inferSelect;

/**
 * The sandbox's credit decision, documented in docs/domains.md: it lends to a mobile number ending in an even digit
 * and declines one ending in an odd digit, whatever the amount (the shop checks the limits before it asks).
 */
export function sandboxLends(mobile: string): boolean {
  return Number(mobile.at(-1)) % 2 === 0;
}

const DAY_MS = 86_400_000;

/**
 * A built-in Digipay or Keepa (DIGIPAY_MODE / KEEPA_MODE = sandbox, the default): it keeps its book in
 * credit_sandbox_purchases, shows /credit-sandbox/{provider}/{token} where a person approves or cancels, returns
 * the browser with the provider's own callback fields, and answers verify, delivery and reversal from that book.
 * Reversal is refused after reversalDays from the approval, as the real provider refuses it.
 */
export function creditSandboxGateway(provider: CreditGatewayId, options: { siteUrl: string; reversalDays: number }): PaymentGateway {
  const find = (tx: Tx, authority: string) =>
    tx.select().from(creditSandboxPurchases).where(and(eq(creditSandboxPurchases.provider, provider), eq(creditSandboxPurchases.authority, authority))).for('update');
  const approved = async (tx: Tx, authority: string) => {
    const [row] = await find(tx, authority);
    return row?.status === 'approved' ? row : undefined;
  };
  const refuse = (detail: string): AfterSaleResult => ({ ok: false, detail });

  return {
    id: provider,
    parseCallback: provider === 'digipay' ? parseDigipayCallback : parseKeepaCallback,
    async request(tx, input) {
      const token = randomBytes(24).toString('base64url');
      // Digipay knows the purchase by our providerId; Keepa issues its own order token.
      const authority = provider === 'digipay' ? (input.orderId ?? token) : `KP${token}`;
      const [company] = await tx.select({ name: companySettings.name }).from(companySettings).where(eq(companySettings.id, 1));
      await tx.insert(creditSandboxPurchases).values({
        provider,
        token,
        authority,
        amountRial: input.amountRial,
        mobile: input.mobile ?? '',
        items: (input.items ?? []).map((i) => ({ code: i.code, title: i.title, qty: i.qty })),
        merchant: company?.name ?? '',
        callbackUrl: input.callbackUrl,
        createdAt: now(),
      });
      return { authority, redirectUrl: `${options.siteUrl}/credit-sandbox/${provider}/${token}` };
    },
    async verify(tx, { authority, amountRial, reference }) {
      const [row] = await find(tx, authority);
      if (!row || row.status !== 'approved') return { paid: false, reason: 'not_paid', detail: row ? row.status : 'unknown authority' };
      if (provider === 'digipay' && reference !== row.trackingCode) return { paid: false, reason: 'not_paid', detail: 'tracking code does not match' };
      if (row.amountRial !== amountRial) return { paid: false, reason: 'amount_mismatch', detail: `${provider} ${row.amountRial}, asked ${amountRial}` };
      const alreadyVerified = row.verifiedAt !== null;
      if (!alreadyVerified) await tx.update(creditSandboxPurchases).set({ verifiedAt: now() }).where(eq(creditSandboxPurchases.id, row.id));
      return { paid: true, refId: row.trackingCode ?? '', cardPan: null, alreadyVerified };
    },
    credit: {
      async deliver(tx, { authority }) {
        const row = await approved(tx, authority);
        if (!row || row.reversedAt) return refuse('not an approved purchase');
        if (!row.deliveredAt) await tx.update(creditSandboxPurchases).set({ deliveredAt: now() }).where(eq(creditSandboxPurchases.id, row.id));
        return { ok: true, reference: row.trackingCode };
      },
      async reverse(tx, { authority, amountRial }) {
        const row = await approved(tx, authority);
        if (!row || row.reversedAt) return refuse('not an approved purchase');
        if (row.amountRial !== amountRial) return refuse('amount differs from the purchase');
        if (now().getTime() - row.decidedAt!.getTime() > options.reversalDays * DAY_MS) return refuse('reversal window closed');
        await tx.update(creditSandboxPurchases).set({ reversedAt: now() }).where(eq(creditSandboxPurchases.id, row.id));
        return { ok: true, reference: `R${row.trackingCode}` };
      },
    },
  };
}

export async function findCreditSandboxPurchase(tx: Pick<Tx, 'select'>, provider: CreditGatewayId, token: string): Promise<CreditSandboxPurchase | undefined> {
  const [row] = await tx
    .select()
    .from(creditSandboxPurchases)
    .where(and(eq(creditSandboxPurchases.provider, provider), eq(creditSandboxPurchases.token, token)))
    .limit(1);
  return row;
}

/** The callback URL with the provider's own fields, as its real service would return the browser. */
function callbackOf(row: CreditSandboxPurchase): string {
  const url = new URL(row.callbackUrl);
  const set = (fields: Record<string, string>) => Object.entries(fields).forEach(([k, v]) => url.searchParams.set(k, v));
  if (row.provider === 'digipay') {
    const result = row.status === 'approved' ? 'SUCCESS' : row.status === 'declined' ? 'FAILED' : 'CANCEL';
    set({ providerId: row.authority, result, amount: String(row.amountRial), type: '13', ...(row.trackingCode ? { trackingCode: row.trackingCode } : {}) });
  } else {
    set({ order_token: row.authority, status: row.status });
  }
  return url.toString();
}

/**
 * The person's choice on the approval page, taken once: 'approve' lends when sandboxLends says so (else the
 * purchase is declined), 'cancel' cancels. Answers where the browser goes back to, or undefined for an unknown token.
 */
export async function decideCreditSandbox(tx: Tx, provider: CreditGatewayId, token: string, choice: 'approve' | 'cancel'): Promise<string | undefined> {
  const current = await findCreditSandboxPurchase(tx, provider, token);
  if (!current) return undefined;
  const status = choice === 'cancel' ? 'cancelled' : sandboxLends(current.mobile) ? 'approved' : 'declined';
  const [row] = await tx
    .update(creditSandboxPurchases)
    .set({ status, decidedAt: now(), trackingCode: status === 'approved' ? String(randomInt(100_000_000, 999_999_999)) : null })
    .where(and(eq(creditSandboxPurchases.id, current.id), eq(creditSandboxPurchases.status, 'pending')))
    .returning();
  return callbackOf(row ?? (await findCreditSandboxPurchase(tx, provider, token))!);
}
