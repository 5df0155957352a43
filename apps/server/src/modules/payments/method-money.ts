import { ErrorCode, type Bilingual } from '@portal/contract';
import type { PaymentGateway } from '../../adapters/payment-gateway/payment-gateway.ts';
import type { Wallet } from '../../adapters/wallet/wallet.ts';
import { AppError } from '../../platform/errors.ts';
import { failpoint } from '../../platform/failpoints.ts';
import { gatewaySteps } from './gateway-steps.ts';
import type { LineRow, PaymentRow } from './payment-rows.ts';
import { moneyKey } from './payment-states.ts';

export type PaymentMethod = PaymentRow['method'];

/** A line's share of money to give back, in baisa. */
export interface LineRefund {
  line: LineRow;
  amount: number;
}

/**
 * How one payment method moves money once it was taken (issue 31): every method answers every
 * operation, so the compiler refuses a new method until it says how its money is let go, kept and
 * given back, and no method can fall into another's branch. Each operation runs under keys derived
 * from the payment and line (decision 013), so running it again after a crash repeats, never doubles.
 */
export interface MethodMoney {
  /** A crash left the payment 'authorizing': give back whatever was taken; answers what that was. */
  undo(p: PaymentRow, lines: LineRow[]): Promise<'nothing' | 'released' | 'refunded'>;
  /** What the customer is told `undo` or `release` did when money had been taken. */
  releasedText: Bilingual;
  /** No line was posted: let all of the payment's money go. */
  release(p: PaymentRow, lines: LineRow[]): Promise<void>;
  /** Some lines were posted: keep the money (the card's hold becomes a charge; a wallet debit already is one). */
  capture(p: PaymentRow): Promise<void>;
  /** Give back the failed lines' money after `capture`. */
  refundFailed(p: PaymentRow, refunds: LineRefund[]): Promise<void>;
  /** Give back `amount` of a settled line under our `key`: a staff refund. */
  refund(p: PaymentRow, refund: LineRefund, key: string): Promise<void>;
}

const walletRefused = {
  en: 'The wallet refused the refund: the amount is more than is left of the debit',
  ar: 'رفضت المحفظة الاسترداد: المبلغ أكبر من المتبقي من الخصم',
} satisfies Bilingual;

export function methodMoney(deps: { gateway: PaymentGateway; wallet: Wallet }): Record<PaymentMethod, MethodMoney> {
  const gw = gatewaySteps(deps.gateway);
  const { wallet } = deps;

  /** Refunds every debited line among `lines` in full; answers whether any money went back. */
  async function refundWalletLines(p: PaymentRow, lines: LineRow[]): Promise<boolean> {
    let returned = false;
    for (const l of lines.filter((line) => line.paid_baisa > 0)) {
      const debitKey = moneyKey(p.id, l.line_no, 'debit');
      if (!(await wallet.lookup(debitKey))) continue;
      await wallet.refund(debitKey, moneyKey(p.id, l.line_no, 'refund'));
      failpoint('wallet.refunded');
      returned = true;
    }
    return returned;
  }

  return {
    CreditCard: {
      undo: (p) => gw.undoCreate(p.id),
      releasedText: { en: 'Your card was not charged', ar: 'لم يتم خصم المبلغ من بطاقتك' },
      release: (p) => gw.release(p.id, p.gateway_payment_id!),
      capture: async (p) => {
        await gw.captureOnce(p.id, p.gateway_payment_id!);
        failpoint('capture.done');
      },
      refundFailed: async (p, refunds) => {
        for (const r of refunds.filter((x) => x.amount > 0)) {
          await gw.refundOnce(p.gateway_payment_id!, r.amount, moneyKey(p.id, r.line.line_no, 'refund'));
          failpoint('refund.done');
        }
      },
      refund: async (p, r, key) => {
        await gw.refundOnce(p.gateway_payment_id!, r.amount, key);
      },
    },
    Wallet: {
      undo: async (p, lines) => ((await refundWalletLines(p, lines)) ? 'refunded' : 'nothing'),
      releasedText: { en: 'The amount was returned to your wallet', ar: 'تمت إعادة المبلغ إلى محفظتك' },
      release: async (p, lines) => {
        await refundWalletLines(p, lines);
      },
      // A wallet debit is final when it is made: nothing is held to capture.
      capture: async () => {},
      // Each failed line's debit goes back whole: the wallet took exactly that line's money.
      refundFailed: async (p, refunds) => {
        await refundWalletLines(
          p,
          refunds.map((r) => r.line),
        );
      },
      refund: async (p, r, key) => {
        if (!(await wallet.refund(moneyKey(p.id, r.line.line_no, 'debit'), key, r.amount)))
          throw new AppError(ErrorCode.Conflict, walletRefused);
      },
    },
  };
}
