import { createHash } from 'node:crypto';
import { normalizeDigits } from '@portal/contract';
import { one, type Db, type Queryable } from '../../platform/db.ts';
import { sandboxFaults } from '../sandbox-faults/sandbox-faults.ts';
import type { Wallet, WalletDebitResult, WalletTransaction } from './wallet.ts';

/**
 * The documented sandbox wallets (SANDBOX.md). Seeded once; a balance then lives on like a real one.
 * The "unavailable" mobile has no account: the wallet provider answers it as if it were down.
 */
export const SANDBOX_WALLETS = {
  funded: [
    { mobile: '96890000001', balance: 500_000 },
    { mobile: '96890000002', balance: 500_000 },
    { mobile: '96890000010', balance: 1_000_000 },
  ],
  tooLittle: { mobile: '96890000099', balance: 500 },
  unavailableMobile: '96890000098',
} as const;

const text = {
  noWallet: { en: 'No wallet is registered for this mobile number', ar: 'لا توجد محفظة مسجلة لرقم الهاتف هذا' },
  insufficient: { en: 'The wallet balance is not enough for this payment', ar: 'رصيد المحفظة غير كافٍ لهذه العملية' },
  unavailable: { en: 'The wallet service is not available now, try later', ar: 'خدمة المحفظة غير متاحة حالياً، يرجى المحاولة لاحقاً' },
};

export async function seedSandboxWallets(q: Queryable): Promise<void> {
  for (const w of [...SANDBOX_WALLETS.funded, SANDBOX_WALLETS.tooLittle]) {
    // DO NOTHING: a restart must not refill a wallet someone has been paying from.
    await q.query('INSERT INTO sandbox_wallet_accounts (mobile, balance_baisa) VALUES ($1, $2) ON CONFLICT (mobile) DO NOTHING', [
      w.mobile,
      w.balance,
    ]);
  }
}

/** 968 plus the local number; a bare 8-digit local number gets the country prefix. */
export function walletMobile(raw: string): string {
  const digits = normalizeDigits(raw).replace(/\D/g, '');
  return digits.length === 8 ? `968${digits}` : digits;
}

const trxId = (reference: string, kind: string) =>
  `WT${BigInt(`0x${createHash('sha256').update(`${kind}:${reference}`).digest('hex').slice(0, 15)}`)
    .toString()
    .padStart(12, '0')
    .slice(-12)}`;

interface TrxRow {
  kind: 'debit' | 'refund';
  mobile: string;
  amount_baisa: number;
  wallet_trx_id: string;
}

export class SandboxWallet implements Wallet {
  constructor(private readonly db: Db) {}

  async debit(input: { mobile: string; amount: number; reference: string }): Promise<WalletDebitResult> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
      throw new RangeError(`wallet debit must be positive baisa, got ${input.amount}`);
    const mobile = walletMobile(input.mobile);
    if (mobile === SANDBOX_WALLETS.unavailableMobile) return { ok: false, reason: 'unavailable', message: text.unavailable };
    return sandboxFaults.around('wallet.debit', () =>
      this.db.tx(async (q) => {
        // Lock the account first: a concurrent debit of the same reference waits here, then sees ours.
        const account = await one<{ balance_baisa: number }>(
          q,
          'SELECT balance_baisa FROM sandbox_wallet_accounts WHERE mobile = $1 FOR UPDATE',
          [mobile],
        );
        const done = await this.find(q, input.reference);
        if (done) return { ok: true as const, walletTrxId: done.wallet_trx_id };
        if (!account) return { ok: false as const, reason: 'no_wallet' as const, message: text.noWallet };
        if (Number(account.balance_baisa) < input.amount)
          return { ok: false as const, reason: 'insufficient_funds' as const, message: text.insufficient };
        const walletTrxId = trxId(input.reference, 'debit');
        await q.query('UPDATE sandbox_wallet_accounts SET balance_baisa = balance_baisa - $2 WHERE mobile = $1', [mobile, input.amount]);
        await q.query(
          `INSERT INTO sandbox_wallet_transactions (reference, kind, mobile, amount_baisa, wallet_trx_id) VALUES ($1, 'debit', $2, $3, $4)`,
          [input.reference, mobile, input.amount, walletTrxId],
        );
        return { ok: true as const, walletTrxId };
      }),
    );
  }

  async refund(debitReference: string, reference: string, amount?: number): Promise<boolean> {
    if (amount !== undefined && (!Number.isSafeInteger(amount) || amount <= 0))
      throw new RangeError(`wallet refund must be positive baisa, got ${amount}`);
    return sandboxFaults.around('wallet.refund', () =>
      this.db.tx(async (q) => {
        const debit = await this.find(q, debitReference);
        if (!debit || debit.kind !== 'debit') return false;
        await q.query('SELECT 1 FROM sandbox_wallet_accounts WHERE mobile = $1 FOR UPDATE', [debit.mobile]);
        if (await this.find(q, reference)) return true;
        const refunded = await one<{ total: number }>(
          q,
          `SELECT COALESCE(SUM(amount_baisa), 0)::bigint AS total FROM sandbox_wallet_transactions WHERE debit_reference = $1 AND kind = 'refund'`,
          [debitReference],
        );
        const left = Number(debit.amount_baisa) - Number(refunded?.total ?? 0);
        // "All that is left" when nothing is: the debit was already given back, whatever key did it.
        if (amount === undefined && left === 0) return true;
        const give = amount ?? left;
        if (give > left) return false;
        await q.query('UPDATE sandbox_wallet_accounts SET balance_baisa = balance_baisa + $2 WHERE mobile = $1', [debit.mobile, give]);
        await q.query(
          `INSERT INTO sandbox_wallet_transactions (reference, kind, mobile, amount_baisa, wallet_trx_id, debit_reference) VALUES ($1, 'refund', $2, $3, $4, $5)`,
          [reference, debit.mobile, give, trxId(reference, 'refund'), debitReference],
        );
        return true;
      }),
    );
  }

  async lookup(reference: string): Promise<WalletTransaction | null> {
    const row = await this.find(this.db, reference);
    return row ? { kind: row.kind, mobile: row.mobile, amount: Number(row.amount_baisa), walletTrxId: row.wallet_trx_id } : null;
  }

  async balance(mobile: string): Promise<number | null> {
    // The wallet exists but its provider is down: the customer gets a code and then the outage, like a real one.
    if (walletMobile(mobile) === SANDBOX_WALLETS.unavailableMobile) return 0;
    const row = await one<{ balance_baisa: number }>(this.db, 'SELECT balance_baisa FROM sandbox_wallet_accounts WHERE mobile = $1', [
      walletMobile(mobile),
    ]);
    return row ? Number(row.balance_baisa) : null;
  }

  private find(q: Queryable, reference: string) {
    return one<TrxRow>(q, 'SELECT kind, mobile, amount_baisa, wallet_trx_id FROM sandbox_wallet_transactions WHERE reference = $1', [
      reference,
    ]);
  }
}
