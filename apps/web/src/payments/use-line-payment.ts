import type { PaymentLine, Receipt, Bilingual, SavedCard } from '@portal/contract';
import { useRef } from 'react';
import { useAuth } from '@/shared/api/session-store';
import { useLanguage } from '@/shared/i18n/use-language';
import { cardPay } from './calls/card-pay';
import { generateToken } from './calls/generate-token';
import { setPaymentCard } from './calls/set-payment-card';
import { walletPay } from './calls/wallet-pay';
import { VISITOR_LEGAL_DOCUMENT, type LegalDocumentRef } from './payment-state';
import { usePaymentRoads, type CodeStep, type PaymentRoadCalls } from './payment-roads';

/** The steps this hook moves a flow to; a flow's own step union includes them. */
export type LinePaymentStep = { name: 'bill' } | CodeStep | { name: 'receipt'; receipt: Receipt; at: Date; message?: Bilingual };

interface LinePaymentOptions {
  /** The line every call sends (null before the inquiry); the server prices it from its own record. */
  line: () => PaymentLine | null;
  setStep: (step: LinePaymentStep) => void;
  /** The e-mail the receipt goes to, if any. */
  email: () => string | null;
  /** A saved card that goes by the gateway's page (points): see PaymentRoadCalls.cardPage. */
  cardPage?: (
    card: SavedCard,
    cvvNonce: string,
    who: { lang: 'en' | 'ar'; legalDocument: LegalDocumentRef },
  ) => ReturnType<NonNullable<PaymentRoadCalls['cardPage']>>;
}

/**
 * The wallet and saved-card roads of a one-line payment (spec 02 §4), shared by the one-time payment and
 * the gift cards: WalletPay, or SetPaymentCard → code → CardPay, then the receipt (usePaymentRoads).
 */
export function useLinePayment({ line, setStep, email, cardPage }: LinePaymentOptions) {
  const auth = useAuth();
  const signedIn = Boolean(auth && auth.custInfo.customerID > 0);
  const { lang } = useLanguage();
  const legalDocument = signedIn && auth ? auth.legalDocument : VISITOR_LEGAL_DOCUMENT;
  const mobileOnProfile = signedIn ? (auth?.custInfo.mobileNo ?? null) : null;

  // "Pay again" chosen at the wallet step goes with every call of this payment after it (issue 35).
  const payAgain = useRef(false);
  /** Each call sends the current line, or nothing before there is one. */
  const withLine = <T>(send: (paymentInfo: PaymentLine) => T): T | null => {
    const paymentInfo = line();
    if (!paymentInfo) return null;
    return send(payAgain.current ? { ...paymentInfo, PayAgain: true } : paymentInfo);
  };

  const roads = usePaymentRoads({
    calls: {
      generateToken: (mobile, again) => {
        if (again) payAgain.current = true;
        return withLine((paymentInfo) => generateToken(mobile, paymentInfo));
      },
      walletPay: (mobile, pin, utr) =>
        withLine((paymentInfo) => walletPay({ paymentInfo, mobile, pin, utr, email: email(), lang, legalDocument })),
      setPaymentCard: (card, cvvNonce) => withLine((paymentInfo) => setPaymentCard(card.id, cvvNonce, paymentInfo, lang)),
      cardPay: (card, pin, utr, order) =>
        withLine((paymentInfo) =>
          cardPay({
            paymentInfo,
            cardID: card.id,
            pin,
            utr,
            order,
            customer: { mobile: mobileOnProfile, email: auth?.custInfo.email ?? null, lang },
            legalDocument,
          }),
        ),
      cardPage: cardPage && ((card, cvvNonce) => cardPage(card, cvvNonce, { lang, legalDocument })),
    },
    toCodeStep: setStep,
    toReceipt: (receipt, message) => setStep({ name: 'receipt', receipt, at: new Date(), message }),
    onEnded: () => setStep({ name: 'bill' }),
  });

  return { auth, signedIn, lang, legalDocument, mobileOnProfile, ...roads };
}
