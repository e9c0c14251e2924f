import 'server-only';
import type { CreditProvider } from './credit-provider';
import { localCreditProvider } from './local-credit';

let current: CreditProvider | undefined;

/** CREDIT_PROVIDER has one adapter so far ('local'); a bureau adapter plugs in here. */
export function creditProvider(): CreditProvider {
  current ??= localCreditProvider;
  return current;
}

export function setCreditProvider(provider: CreditProvider | undefined): void {
  current = provider;
}
