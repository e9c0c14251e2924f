import 'server-only';
import type { CreditProvider, CreditQuery, CreditResult } from './credit-provider';

/**
 * The offline adapter, deterministic so the flow and its tests work without a bureau: the score is
 * 300 + (the national code's first nine digits as a number mod 551), so 300–850; a loan is approved from a score
 * of 500, and above 100,000,000 toman only from 650.
 */
export function localCreditScore(nationalCode: string): number {
  return 300 + (Number(nationalCode.slice(0, 9)) % 551);
}

export function localCreditDecision({ nationalCode, loanAmount }: CreditQuery): CreditResult {
  const score = localCreditScore(nationalCode);
  return { score, approved: score >= (loanAmount > 100_000_000 ? 650 : 500) };
}

export const localCreditProvider: CreditProvider = {
  check: async (query) => localCreditDecision(query),
};
