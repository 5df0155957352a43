import { ErrorCode } from '@portal/contract';
import { AppError } from '../../platform/errors.ts';
import type { Wallet, WalletDebitResult } from './wallet.ts';

const down = { en: 'The wallet service is not available; please try again later', ar: 'خدمة المحفظة غير متاحة، يرجى المحاولة لاحقاً' };

/**
 * What WALLET_PROVIDER=http runs until the real wallet's adapter is written (decision 016): every
 * call fails as "unavailable". No debit can happen, so refund and lookup are never owed an answer;
 * they throw, and whoever asked tries again later.
 */
export class UnconnectedWallet implements Wallet {
  constructor(readonly url: string) {}

  async debit(): Promise<WalletDebitResult> {
    return { ok: false, reason: 'unavailable', message: down };
  }

  async refund(): Promise<boolean> {
    throw new AppError(ErrorCode.Unavailable, down);
  }

  async lookup(): Promise<never> {
    throw new AppError(ErrorCode.Unavailable, down);
  }

  async balance(): Promise<number> {
    throw new AppError(ErrorCode.Unavailable, down);
  }
}
