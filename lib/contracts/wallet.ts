import { z } from 'zod';
import { parseTomanInput, walletMessages } from './wallet-messages';
import { PG_INT_MAX } from './ids';

export { parseTomanInput, walletMessages };

export type ChargeLimits = { min: number; max: number };

/** One schema for the charge form and the handler; limits come from the server's configuration. */
export function walletChargeSchema({ min, max }: ChargeLimits) {
  return z.object({
    amount: z.preprocess(
      (v) => (typeof v === 'string' ? parseTomanInput(v) : v),
      z
        .number({ error: walletMessages.amount })
        .int(walletMessages.amount)
        .min(min, walletMessages.amountMin(min))
        .max(max, walletMessages.amountMax(max)),
    ),
    gateway: z.string({ error: 'درگاه پرداخت را انتخاب کنید' }).min(1, 'درگاه پرداخت را انتخاب کنید').max(32),
    /** Charging to pay this unpaid order: once charged, a notification offers to continue it (SPEC §4). */
    orderId: z.coerce.number().int().positive().max(PG_INT_MAX).optional(),
  });
}

/** The configuration the charge form is drawn from. */
export const walletChargeOptionsSchema = z.object({
  presets: z.array(z.number().int()),
  min: z.number().int(),
  max: z.number().int(),
  gateways: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type WalletChargeOptions = z.infer<typeof walletChargeOptionsSchema>;

export const paymentRedirectSchema = z.object({ paymentId: z.number().int(), redirectUrl: z.string() });
export type PaymentRedirect = z.infer<typeof paymentRedirectSchema>;

export const walletTransactionSchema = z.object({
  id: z.number().int(),
  /** Toman; negative for money leaving the wallet. */
  amount: z.number().int(),
  kind: z.enum(['charge', 'payment', 'refund', 'adjustment']),
  title: z.string(),
  createdAt: z.string(),
  /** Jalali date and time with Persian digits, formatted on the server (FA-NOTES "Dates"). */
  date: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const walletTransactionsSchema = z.object({
  items: z.array(walletTransactionSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type WalletTransactions = z.infer<typeof walletTransactionsSchema>;

const pageField = (max: number, fallback: number) =>
  z.preprocess((v) => (v === undefined || v === '' ? fallback : Number(v)), z.number().int().min(1).max(max)).optional();

export const walletTransactionsQuerySchema = z.object({ page: pageField(100_000, 1), size: pageField(50, 20) });
