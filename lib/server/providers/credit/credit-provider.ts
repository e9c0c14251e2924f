import 'server-only';

export type CreditQuery = { nationalCode: string; mobile: string; loanAmount: number };
/** score 300–850 like the national credit bureau's; approved when the loan fits it. */
export type CreditResult = { score: number; approved: boolean };

export interface CreditProvider {
  check(query: CreditQuery): Promise<CreditResult>;
}
