import 'server-only';
import type { GATEWAY_IDS } from '../../db/schema';
import type { Tx } from '../../db/client';

export type GatewayId = (typeof GATEWAY_IDS)[number];

export type GatewayRequest = {
  /** Rial: every Iranian gateway counts in rial, the shop in toman. */
  amountRial: number;
  callbackUrl: string;
  description: string;
  mobile?: string;
  orderId?: string;
  /** What is bought: credit providers want the basket (Digipay's basketDetailsDto, Keepa's items). */
  items?: GatewayItem[];
};

export type GatewayItem = { code: string; title: string; qty: number; unitPriceRial: number; brand: string | null };

/** The bank's return in the shop's terms: which payment, whether the person says it went through, the bank's reference. */
/** DECLINED: a credit provider refused to lend (the person did not just cancel). */
export type CallbackFields = { authority?: string; status?: 'OK' | 'NOK' | 'DECLINED'; reference?: string };

/** A provider's answer to an after-sale call; `reference` is its own id for the operation. */
export type AfterSaleResult = { ok: true; reference: string | null } | { ok: false; detail: string };

/**
 * What an after-sale call needs: the payment as the provider knows it (amountRial is the whole payment), and for a
 * bank's refund the part to give back (refundRial; absent: the whole payment).
 */
export type AfterSaleInput = { authority: string; refId: string; amountRial: number; orderId: string; items: GatewayItem[]; refundRial?: number };

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
  verify(tx: Tx, input: { authority: string; amountRial: number; reference?: string }): Promise<GatewayVerdict>;
  /** Reads the provider's own callback fields; absent: Zarinpal's Authority and Status. */
  parseCallback?(fields: Record<string, string>): CallbackFields;
  /** Credit providers only: lending limits and the after-sale operations. */
  readonly credit?: CreditOperations;
  /** Closes a payment page nobody has paid yet (a newer payment replaced it). Absent: the bank cannot be told. */
  cancel?(tx: Tx, authority: string): Promise<void>;
  /**
   * Gives a verified payment, or part of it, back to the card it came from; may be called again for further parts up
   * to the whole. Absent: the bank offers no refunds to the shop (or the shop has not set it up).
   */
  refund?(tx: Tx, input: AfterSaleInput): Promise<AfterSaleResult>;
}

export interface CreditOperations {
  /** The goods have left: the provider may now settle with the shop. */
  deliver(tx: Tx, input: AfterSaleInput): Promise<AfterSaleResult>;
  /** Takes the whole credit purchase back (within the provider's reversal window). */
  reverse(tx: Tx, input: AfterSaleInput): Promise<AfterSaleResult>;
}

export const TOMAN_TO_RIAL = 10;
