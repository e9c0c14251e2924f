/** What a page needs to offer a gateway: its Persian name and, for credit providers, the amounts they lend. */
export type GatewayOption = {
  id: string;
  title: string;
  /** Buy now, pay later: the provider lends the buyer the amount (Digipay, Keepa). */
  credit: boolean;
  /** Toman, inclusive; null where the gateway has no limit of its own. */
  min: number | null;
  max: number | null;
};

export const GATEWAY_TITLES: Record<string, string> = { sandbox: 'بانک آزمایشی', zarinpal: 'زرین‌پال', digipay: 'دیجی‌پی', keepa: 'کیپا' };

export const CREDIT_PURCHASE_NOTE = 'خرید اعتباری: اکنون بخرید، بعداً بپردازید';

export function gatewayFits(option: Pick<GatewayOption, 'min' | 'max'>, amount: number): boolean {
  return (option.min === null || amount >= option.min) && (option.max === null || amount <= option.max);
}
