import { useQueryClient } from '@tanstack/react-query';
import {
  ErrorCode,
  type AuthenticateChallenge,
  type Bilingual,
  type Envelope,
  type Receipt,
  type RecentPayment,
  type SavedCard,
} from '@portal/contract';
import { ApiError, toApiError } from '@/shared/api/client';
import { i18n } from '@/shared/i18n';
import { showError, showWarning } from '@/shared/ui/dialogs';
import { invalidateAfterPayment } from './after-payment';
import { useOnce } from './use-once';
import { recentPaymentOf } from './recent-payment-of';

export type CardOrder = { paymentId: string; orderId: string };

/** The code steps every payment passes through: a wallet's code, or a saved card's code after its CVV. */
export type CodeStep =
  | { name: 'walletCode'; mobile: string; challenge: AuthenticateChallenge }
  | { name: 'cardCode'; card: SavedCard; cvvNonce: string; challenge: AuthenticateChallenge; order: CardOrder };

type Challenge = { authenticate?: AuthenticateChallenge | null };
type HeldOrder = Challenge & { postOrder?: { payObject: CardOrder } | null };

/**
 * What one kind of payment sends on each road: one bill (spec 02 §4 WalletPay, CardPay) or a basket of
 * registered bills (the Bulk* calls). null when there is nothing to pay yet; the press is then ignored.
 */
export interface PaymentRoadCalls {
  /** `payAgain`: the customer chose "Pay again" for a bill paid or being paid in the last 24 hours (issue 35). */
  generateToken(mobile: string, payAgain?: boolean): Promise<Envelope<Challenge>> | null;
  walletPay(mobile: string, pin: string, utr: string): Promise<Envelope<Receipt>> | null;
  setPaymentCard(card: SavedCard, cvvNonce: string): Promise<Envelope<HeldOrder>> | null;
  cardPay(card: SavedCard, pin: string, utr: string, order: CardOrder): Promise<Envelope<Receipt>> | null;
  /**
   * A saved card that goes by the gateway's page instead of a code (one bill paid partly with points):
   * answers the page to open, or null for the code road.
   */
  cardPage?(card: SavedCard, cvvNonce: string): Promise<Envelope<{ returnURL: string }>> | null;
}

interface PaymentRoadOptions {
  calls: PaymentRoadCalls;
  toCodeStep(step: CodeStep): void;
  toReceipt(receipt: Receipt, message: Bilingual): void;
  /** The payment ended without money taken and its reason was shown: back to where it can start again. */
  onEnded(): void;
}

/** Shows a refusal in the current language; a session timeout has already moved the customer on. */
export function report(err: unknown): void {
  if (err instanceof ApiError && err.code !== ErrorCode.SessionTimeOut) void showError(err.text);
}

export const resultText = (e: Envelope<unknown>): Bilingual => ({ en: e.result.errorEDesc, ar: e.result.errorADesc });

/**
 * The wallet and saved-card roads of a payment (spec 02 §4), whatever is paid: wallet code → pay, or
 * saved card + CVV → hold the order → code → pay, then the receipt. One request at a time: a second
 * press of Verify or Pay is ignored (no double payment); an unanswered pay keeps the code typed.
 */
export function usePaymentRoads({ calls, toCodeStep, toReceipt, onEnded }: PaymentRoadOptions) {
  const once = useOnce(report);
  const queryClient = useQueryClient();

  const ended = (envelope: Envelope<unknown>) => {
    void showError(resultText(envelope));
    onEnded();
  };

  /** 0: the receipt; 2: the payment ended (reason shown); anything else: stay and let the code be retyped. */
  const settle = (envelope: Envelope<Receipt>): boolean | 'keep' => {
    const code = envelope.result.errorCode;
    if (code === ErrorCode.Success && envelope.details) {
      toReceipt(envelope.details, resultText(envelope));
      // What was paid shows at once in the points, the bills' dues and histories and the dashboard.
      invalidateAfterPayment(queryClient);
      return true;
    }
    if (code === ErrorCode.PaymentFailed) {
      ended(envelope);
      return true;
    }
    // Still being processed (a provider slow to answer): not an error, and not to be paid again.
    if (code === ErrorCode.Pending) {
      void showWarning(resultText(envelope), i18n.t('payment.pending.title'));
      return 'keep';
    }
    void showError(toApiError(envelope).text);
    return false;
  };

  const paying = (run: () => Promise<Envelope<Receipt>> | null) =>
    once(
      async () => {
        const sent = run();
        return sent ? settle(await sent) : false;
      },
      false as boolean | 'keep',
      'keep',
    );

  /** Answers the payment to warn of when the bill was paid or is being paid in the last 24 hours. */
  const requestWalletCode = (mobile: string, payAgain = false) =>
    once<RecentPayment | undefined>(async () => {
      const sent = calls.generateToken(mobile, payAgain);
      if (!sent) return undefined;
      const envelope = await sent;
      if (envelope.result.errorCode === ErrorCode.OtpRequired && envelope.details?.authenticate) {
        toCodeStep({ name: 'walletCode', mobile, challenge: envelope.details.authenticate });
        return undefined;
      }
      const recent = recentPaymentOf(envelope);
      if (recent) return recent;
      void showError(toApiError(envelope).text);
      return undefined;
    }, undefined);

  const toCardPage = async (sent: Promise<Envelope<{ returnURL: string }>>): Promise<boolean> => {
    const envelope = await sent;
    if (envelope.result.errorCode === ErrorCode.Success && envelope.details) {
      // Same tab, not the spec's new tab: popup blockers and phones behave, and the result page follows.
      window.location.assign(envelope.details.returnURL);
      return true;
    }
    if (envelope.result.errorCode === ErrorCode.PaymentFailed) {
      ended(envelope);
      return true;
    }
    void showError(toApiError(envelope).text);
    return false;
  };

  /** SetPaymentCard holds the order for the saved card and texts a code. */
  const holdCardOrder = async (card: SavedCard, cvvNonce: string): Promise<boolean> => {
    const page = calls.cardPage?.(card, cvvNonce);
    if (page) return toCardPage(page);
    const sent = calls.setPaymentCard(card, cvvNonce);
    if (!sent) return false;
    const envelope = await sent;
    const details = envelope.details;
    if (envelope.result.errorCode === ErrorCode.OtpRequired && details?.authenticate && details.postOrder) {
      toCodeStep({ name: 'cardCode', card, cvvNonce, challenge: details.authenticate, order: details.postOrder.payObject });
      return true;
    }
    void showError(toApiError(envelope).text);
    return false;
  };

  return {
    once,
    report,
    ended,
    requestWalletCode,
    verifyWallet: (mobile: string, utr: string) => (pin: string) => paying(() => calls.walletPay(mobile, pin, utr)),
    payWithCvv: (card: SavedCard) => (cvvNonce: string) => once(() => holdCardOrder(card, cvvNonce), false),
    /** Resend repeats the previous request (spec 02 §4): the order is held again and a new code sent. */
    resendCardCode: (card: SavedCard, cvvNonce: string) => once(async () => void (await holdCardOrder(card, cvvNonce)), undefined),
    verifyCard: (card: SavedCard, utr: string, order: CardOrder) => (pin: string) => paying(() => calls.cardPay(card, pin, utr, order)),
  };
}
