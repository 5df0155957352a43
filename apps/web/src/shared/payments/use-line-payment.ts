import { useQueryClient } from '@tanstack/react-query';
import {
  ErrorCode,
  type AuthenticateChallenge,
  type Bilingual,
  type Envelope,
  type PaymentLine,
  type Receipt,
  type SavedCard,
} from '@portal/contract';
import { ApiError, toApiError } from '@/shared/api/client';
import { useAuth } from '@/shared/api/session-store';
import { useLanguage } from '@/shared/i18n/use-language';
import { i18n } from '@/shared/i18n';
import { showError, showWarning } from '@/shared/ui/dialogs';
import { cardPay } from './calls/card-pay';
import { generateToken } from './calls/generate-token';
import { setPaymentCard } from './calls/set-payment-card';
import { walletPay } from './calls/wallet-pay';
import { VISITOR_LEGAL_DOCUMENT } from './payment-state';
import { invalidateAfterPayment } from './after-payment';
import { useOnce } from './use-once';

type Order = { paymentId: string; orderId: string };

/** The steps this hook moves a flow to; a flow's own step union includes them. */
export type LinePaymentStep =
  | { name: 'bill' }
  | { name: 'walletCode'; mobile: string; challenge: AuthenticateChallenge }
  | { name: 'cardCode'; card: SavedCard; cvvNonce: string; challenge: AuthenticateChallenge; order: Order }
  | { name: 'receipt'; receipt: Receipt; at: Date; message?: Bilingual };

interface LinePaymentOptions {
  /** The line every call sends (null before the inquiry); the server prices it from its own record. */
  line: () => PaymentLine | null;
  setStep: (step: LinePaymentStep) => void;
  /** The e-mail the receipt goes to, if any. */
  email: () => string | null;
}

/** Shows a refusal in the current language; a session timeout has already moved the customer on. */
function report(err: unknown): void {
  if (err instanceof ApiError && err.code !== ErrorCode.SessionTimeOut) void showError(err.text);
}

const resultText = (e: Envelope<unknown>) => ({ en: e.result.errorEDesc, ar: e.result.errorADesc });

/**
 * The wallet and saved-card roads of a one-line payment (spec 02 §4), shared by the one-time payment and
 * the gift cards: wallet code → WalletPay, or saved card + CVV → SetPaymentCard → code → CardPay, then
 * the receipt. One request at a time: a second press of Verify or Pay is ignored (no double payment).
 */
export function useLinePayment({ line, setStep, email }: LinePaymentOptions) {
  const auth = useAuth();
  const signedIn = Boolean(auth && auth.custInfo.customerID > 0);
  const { lang } = useLanguage();
  const legalDocument = signedIn && auth ? auth.legalDocument : VISITOR_LEGAL_DOCUMENT;
  const mobileOnProfile = signedIn ? (auth?.custInfo.mobileNo ?? null) : null;

  const once = useOnce(report);
  const queryClient = useQueryClient();

  /** A payment that ended without taking money: say why, and go back to the bill. */
  const ended = (envelope: Envelope<unknown>) => {
    void showError(resultText(envelope));
    setStep({ name: 'bill' });
  };

  /** 0: the receipt; 2: the payment ended (reason shown); anything else: stay and let the code be retyped. */
  const settle = (envelope: Envelope<Receipt>): boolean | 'keep' => {
    const code = envelope.result.errorCode;
    if (code === ErrorCode.Success && envelope.details) {
      setStep({ name: 'receipt', receipt: envelope.details, at: new Date(), message: resultText(envelope) });
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

  const requestWalletCode = (mobile: string) =>
    once(async () => {
      const paymentInfo = line();
      if (!paymentInfo) return;
      const envelope = await generateToken(mobile, paymentInfo);
      if (envelope.result.errorCode === ErrorCode.OtpRequired && envelope.details?.authenticate) {
        setStep({ name: 'walletCode', mobile, challenge: envelope.details.authenticate });
      } else {
        void showError(toApiError(envelope).text);
      }
    }, undefined);

  const verifyWallet = (mobile: string, utr: string) => (pin: string) =>
    once(
      async () => {
        const paymentInfo = line();
        if (!paymentInfo) return false;
        return settle(await walletPay({ paymentInfo, mobile, pin, utr, email: email(), lang, legalDocument }));
      },
      false as boolean | 'keep',
      'keep',
    );

  /** SetPaymentCard holds the order for the saved card and texts a code. */
  const holdCardOrder = async (card: SavedCard, cvvNonce: string): Promise<boolean> => {
    const paymentInfo = line();
    if (!paymentInfo) return false;
    const envelope = await setPaymentCard(card.id, cvvNonce, paymentInfo, lang);
    const details = envelope.details;
    if (envelope.result.errorCode === ErrorCode.OtpRequired && details?.authenticate && details.postOrder) {
      setStep({ name: 'cardCode', card, cvvNonce, challenge: details.authenticate, order: details.postOrder.payObject });
      return true;
    }
    void showError(toApiError(envelope).text);
    return false;
  };

  const verifyCard = (card: SavedCard, utr: string, order: Order) => (pin: string) =>
    once(
      async () => {
        const paymentInfo = line();
        if (!paymentInfo) return false;
        const customer = { mobile: mobileOnProfile, email: auth?.custInfo.email ?? null, lang };
        return settle(await cardPay({ paymentInfo, cardID: card.id, pin, utr, order, customer, legalDocument }));
      },
      false as boolean | 'keep',
      'keep',
    );

  return {
    auth,
    signedIn,
    lang,
    legalDocument,
    mobileOnProfile,
    once,
    report,
    ended,
    requestWalletCode,
    verifyWallet,
    holdCardOrder,
    payWithCvv: (card: SavedCard) => (cvvNonce: string) => once(() => holdCardOrder(card, cvvNonce), false),
    /** Resend repeats the previous request (spec 02 §4): the order is held again and a new code sent. */
    resendCardCode: (card: SavedCard, cvvNonce: string) => once(async () => void (await holdCardOrder(card, cvvNonce)), undefined),
    verifyCard,
  };
}
