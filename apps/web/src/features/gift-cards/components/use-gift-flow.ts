import { ErrorCode, type Envelope, type Receipt, type SavedCard, type ServiceCategory } from '@portal/contract';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError, toApiError } from '@/shared/api/client';
import { useAuth } from '@/shared/api/session-store';
import { useLanguage } from '@/shared/i18n/use-language';
import { cardPay } from '@/shared/payments/calls/card-pay';
import { generateToken } from '@/shared/payments/calls/generate-token';
import { setPaymentCard } from '@/shared/payments/calls/set-payment-card';
import { walletPay } from '@/shared/payments/calls/wallet-pay';
import { paymentFormStorage, VISITOR_LEGAL_DOCUMENT, type PaymentFormData } from '@/shared/payments/payment-state';
import { showError, showSuccess } from '@/shared/ui/dialogs';
import { inquireGiftCard } from '../api/inquire-gift-card';
import type { GiftCard } from './gift-catalog';
import { giftLine, giftTotal, type GiftBill, type GiftStep } from './gift-flow-types';

function report(err: unknown): void {
  if (err instanceof ApiError && err.code !== ErrorCode.SessionTimeOut) void showError(err.text);
}

const resultText = (e: Envelope<unknown>) => ({ en: e.result.errorEDesc, ar: e.result.errorADesc });

/**
 * The gift-card purchase (spec 02 §4 Gift card): denomination → inquiry → bill → (visitor: e-mail,
 * mobile) → method → card page, saved card with code, or wallet with code → receipt with the voucher.
 */
export function useGiftFlow(card: GiftCard) {
  const auth = useAuth();
  const signedIn = Boolean(auth && auth.custInfo.customerID > 0);
  const { lang } = useLanguage();
  const navigate = useNavigate();
  const [step, setStep] = useState<GiftStep>({ name: 'denominations' });
  const [bill, setBill] = useState<GiftBill | null>(null);
  const [contact, setContact] = useState({ email: auth?.custInfo.email ?? '', mobile: '' });
  // One request at a time: a second press of Verify or Pay is ignored (no double purchase).
  const busy = useRef(false);
  const legalDocument = signedIn && auth ? auth.legalDocument : VISITOR_LEGAL_DOCUMENT;
  const mobileOnProfile = signedIn ? (auth?.custInfo.mobileNo ?? null) : null;
  const listing = signedIn ? paths.giftCards : paths.giftCardsPublic;

  async function once<T>(run: () => Promise<T>, fallback: T): Promise<T> {
    if (busy.current) return fallback;
    busy.current = true;
    try {
      return await run();
    } catch (err) {
      report(err);
      return fallback;
    } finally {
      busy.current = false;
    }
  }

  const pick = (denomination: ServiceCategory) =>
    once(async () => {
      const inquiry = await inquireGiftCard({ billerID: card.biller.id, serviceID: card.service.id, denominationId: denomination.id, price: denomination.price });
      setBill({ card, denomination, inquiry });
      setStep({ name: 'bill' });
    }, undefined);

  const goToCardPage = (email: string, mobile: string) => {
    if (!bill) return;
    const data: PaymentFormData = {
      paymentInfo: giftLine(bill),
      customerInfo: { email: email || null, mobileNo: mobileOnProfile ?? mobile },
      legalDocument,
      usePoints: false,
      summary: {
        biller: { en: card.biller.name, ar: card.biller.arabicName },
        service: { en: bill.denomination.name, ar: bill.denomination.arabicName },
        billingNo: '',
        totalBaisa: giftTotal(bill),
      },
    };
    paymentFormStorage.save(data);
    navigate(signedIn ? paths.paymentForms : paths.paymentForm, { state: { data } });
  };

  /** 0: the receipt; 2: the purchase ended without money taken (reason shown); else stay for another try. */
  const settle = (envelope: Envelope<Receipt>) => {
    const code = envelope.result.errorCode;
    if (code === ErrorCode.Success && envelope.details) {
      void showSuccess(resultText(envelope));
      setStep({ name: 'receipt', receipt: envelope.details, at: new Date() });
      return true;
    }
    if (code === ErrorCode.PaymentFailed) {
      void showError(resultText(envelope));
      setStep({ name: 'bill' });
      return true;
    }
    void showError(toApiError(envelope).text);
    return false;
  };

  const requestWalletCode = (mobile: string) =>
    once(async () => {
      if (!bill) return;
      const envelope = await generateToken(mobile, giftLine(bill));
      if (envelope.result.errorCode === ErrorCode.OtpRequired && envelope.details?.authenticate) {
        setStep({ name: 'walletCode', mobile, challenge: envelope.details.authenticate });
      } else {
        void showError(toApiError(envelope).text);
      }
    }, undefined);

  const verifyWallet = (mobile: string, utr: string) => (pin: string) =>
    once(async () => {
      if (!bill) return false;
      return settle(await walletPay({ paymentInfo: giftLine(bill), mobile, pin, utr, email: contact.email || null, lang, legalDocument }));
    }, false);

  const holdCardOrder = async (saved: SavedCard, cvvNonce: string): Promise<boolean> => {
    if (!bill) return false;
    const envelope = await setPaymentCard(saved.id, cvvNonce, giftLine(bill), lang);
    const details = envelope.details;
    if (envelope.result.errorCode === ErrorCode.OtpRequired && details?.authenticate && details.postOrder) {
      setStep({ name: 'cardCode', card: saved, cvvNonce, challenge: details.authenticate, order: details.postOrder.payObject });
      return true;
    }
    void showError(toApiError(envelope).text);
    return false;
  };

  const verifyCard = (saved: SavedCard, utr: string, order: { paymentId: string; orderId: string }) => (pin: string) =>
    once(async () => {
      if (!bill) return false;
      const envelope = await cardPay({
        paymentInfo: giftLine(bill),
        cardID: saved.id,
        pin,
        utr,
        order,
        customer: { mobile: mobileOnProfile, email: auth?.custInfo.email ?? null, lang },
        legalDocument,
      });
      return settle(envelope);
    }, false);

  const restart = () => {
    setBill(null);
    setStep({ name: 'denominations' });
  };

  return {
    step,
    setStep,
    bill,
    signedIn,
    contact,
    mobileOnProfile,
    pick,
    /** Confirm on the bill: a visitor gives an e-mail, then a mobile (spec 02 §4); a customer chooses how to pay. */
    confirmBill: () => setStep(signedIn ? { name: 'method' } : { name: 'bill', prompt: 'email' }),
    submitEmail: (email: string) => {
      setContact((c) => ({ ...c, email }));
      // A customer without an e-mail on the profile was on the way to the card page.
      if (signedIn) goToCardPage(email, '');
      else setStep({ name: 'bill', prompt: 'mobile' });
    },
    submitMobile: (mobile: string) => {
      setContact((c) => ({ ...c, mobile }));
      setStep({ name: 'method' });
    },
    cancelPrompt: () => setStep({ name: 'bill' }),
    chooseCard: () => (signedIn ? setStep({ name: 'savedCards' }) : goToCardPage(contact.email, contact.mobile)),
    chooseWallet: () => setStep({ name: 'walletMobile' }),
    otherCard: () => (auth?.custInfo.email || contact.email ? goToCardPage(auth?.custInfo.email || contact.email, '') : setStep({ name: 'bill', prompt: 'email' })),
    requestWalletCode,
    verifyWallet,
    payWithCvv: (saved: SavedCard) => (cvvNonce: string) => once(() => holdCardOrder(saved, cvvNonce), false),
    resendCardCode: (saved: SavedCard, cvvNonce: string) => once(async () => void (await holdCardOrder(saved, cvvNonce)), undefined),
    verifyCard,
    restart,
    back: () => navigate(listing),
  };
}
