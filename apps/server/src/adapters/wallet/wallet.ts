/** A mobile wallet: balances per mobile number, debits and refunds (integer baisa), idempotent by reference. */
export type WalletDebitResult =
  | { ok: true; walletTrxId: string }
  | { ok: false; reason: 'no_wallet' | 'insufficient_funds' | 'unavailable'; message: { en: string; ar: string } };

export interface Wallet {
  debit(input: { mobile: string; amount: number; reference: string }): Promise<WalletDebitResult>;
  /** Returns a debit in full; a second refund of the same reference does nothing. */
  refund(reference: string): Promise<void>;
  balance(mobile: string): Promise<number | null>;
}
