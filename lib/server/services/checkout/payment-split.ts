import 'server-only';
import type { Tx } from '../../db/client';
import { ConflictError } from '../../errors';
import { walletBalance } from '../wallet/ledger';

/**
 * How much of `payable` the wallet pays and how much the bank: all of it for 'wallet' (409 `short` when the balance
 * does not cover it), what the wallet holds for 'wallet_gateway' (409 `empty` when it holds nothing), none otherwise.
 */
export async function walletAndGatewayShares(
  tx: Tx,
  userId: number,
  method: string,
  payable: number,
  messages: { short: string; empty: string },
): Promise<{ walletAmount: number; gatewayAmount: number }> {
  if (method !== 'wallet' && method !== 'wallet_gateway') return { walletAmount: 0, gatewayAmount: payable };
  const balance = await walletBalance(userId, tx);
  if (method === 'wallet') {
    if (balance < payable) throw new ConflictError(messages.short);
    return { walletAmount: payable, gatewayAmount: 0 };
  }
  if (balance <= 0) throw new ConflictError(messages.empty);
  const walletAmount = Math.min(balance, payable);
  return { walletAmount, gatewayAmount: payable - walletAmount };
}
