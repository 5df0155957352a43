import { walletOps } from '../provider-protocol/wallet-protocol.ts';
import { bodyOf, ProviderCallError, type SignedClient } from '../provider-protocol/signed-client.ts';
import { walletMobile } from './sandbox-wallet.ts';
import type { Wallet, WalletDebitResult, WalletTransaction } from './wallet.ts';

/** Said only when the debit surely did not happen: it never reached the wallet, or the wallet said it did nothing. */
const notTaken = {
  en: 'The wallet service is not available now. No money was taken, try later',
  ar: 'خدمة المحفظة غير متاحة حالياً. لم يتم خصم أي مبلغ، يرجى المحاولة لاحقاً',
};
const REASONS: Record<string, 'no_wallet' | 'insufficient_funds'> = { no_wallet: 'no_wallet', insufficient_funds: 'insufficient_funds' };

/**
 * The wallet over its published, signed API (docs/providers/wallet.json). A debit that surely did not
 * reach the wallet answers "unavailable"; one whose answer was lost throws, and the payments code looks
 * it up by its reference, as it does after a crash.
 */
export class HttpWallet implements Wallet {
  constructor(private readonly client: SignedClient) {}

  async debit(input: { mobile: string; amount: number; reference: string }): Promise<WalletDebitResult> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
      throw new RangeError(`wallet debit must be positive baisa, got ${input.amount}`);
    let answer;
    try {
      answer = await this.client.call(walletOps.debit, { ...input, mobile: walletMobile(input.mobile) });
    } catch (err) {
      if (err instanceof ProviderCallError && err.kind === 'unavailable') return { ok: false, reason: 'unavailable', message: notTaken };
      throw err;
    }
    if (answer.ok) return { ok: true, walletTrxId: answer.body.walletTrxId };
    if (answer.error.code === 'unavailable') return { ok: false, reason: 'unavailable', message: notTaken };
    return { ok: false, reason: REASONS[answer.error.code] ?? 'unavailable', message: answer.error.message };
  }

  async refund(debitReference: string, reference: string, amount?: number): Promise<boolean> {
    return (await bodyOf('wallet', this.client.call(walletOps.refund, { debitReference, reference, amount }))).refunded;
  }

  async lookup(reference: string): Promise<WalletTransaction | null> {
    return (await bodyOf('wallet', this.client.call(walletOps.lookup, { reference }))).transaction;
  }

  async balance(mobile: string): Promise<number | null> {
    try {
      return (await bodyOf('wallet', this.client.call(walletOps.balance, { mobile: walletMobile(mobile) }))).balance;
    } catch (err) {
      // As the sandbox's "provider down" wallet: the customer gets a code, and the debit then says the
      // wallet is unavailable and that nothing was taken (not a 500 before any of it).
      if (err instanceof ProviderCallError) return 0;
      throw err;
    }
  }
}
