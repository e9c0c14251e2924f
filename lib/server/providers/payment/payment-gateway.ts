import 'server-only';
import type { GATEWAY_IDS } from '../../db/schema';
import type { Tx } from '../../services/auth/otp';

export type GatewayId = (typeof GATEWAY_IDS)[number];

export type GatewayRequest = {
  /** Rial: every Iranian gateway counts in rial, the shop in toman. */
  amountRial: number;
  callbackUrl: string;
  description: string;
  mobile?: string;
  orderId?: string;
};

export type GatewayVerdict =
  | { paid: true; refId: string; cardPan: string | null; alreadyVerified: boolean }
  | { paid: false; reason: 'not_paid' | 'amount_mismatch' | 'gateway_error'; detail: string };

/**
 * request → the person's browser goes to redirectUrl → the bank calls our callback with the authority →
 * verify asks the bank itself (never the query string) whether that amount was paid. Both take the caller's
 * transaction: the sandbox keeps its book in our database, and on PGlite a second connection would wait on it.
 */
export interface PaymentGateway {
  readonly id: GatewayId;
  request(tx: Tx, input: GatewayRequest): Promise<{ authority: string; redirectUrl: string }>;
  verify(tx: Tx, input: { authority: string; amountRial: number }): Promise<GatewayVerdict>;
}

export const TOMAN_TO_RIAL = 10;
