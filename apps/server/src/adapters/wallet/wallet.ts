/**
 * A mobile wallet: balances per mobile number, debits and refunds (integer baisa). Every call carries
 * our key (`<paymentId>:<line>:debit`, `…:refund`): a repeat answers the first result, and `lookup`
 * tells after a crash whether a call with that key happened, as a real wallet's transaction query does.
 */
export type WalletDebitResult =
  | { ok: true; walletTrxId: string }
  | { ok: false; reason: 'no_wallet' | 'insufficient_funds' | 'unavailable'; message: { en: string; ar: string } };

export interface WalletTransaction {
  kind: 'debit' | 'refund';
  mobile: string;
  amount: number;
  walletTrxId: string;
}

export interface Wallet {
  debit(input: { mobile: string; amount: number; reference: string }): Promise<WalletDebitResult>;
  /**
   * Returns `amount` of the debit `debitReference` (without one, all that is left of it) under the key
   * `reference`; a repeat of the key does nothing. False when no such debit exists or `amount` is more
   * than is left of it, so refunds of one debit never add up to more than it.
   */
  refund(debitReference: string, reference: string, amount?: number): Promise<boolean>;
  lookup(reference: string): Promise<WalletTransaction | null>;
  balance(mobile: string): Promise<number | null>;
}
