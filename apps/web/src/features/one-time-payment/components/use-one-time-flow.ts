import { ErrorCode, type Envelope, type InquiryResult, type Receipt, type SavedCard } from '@portal/contract';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError, toApiError } from '@/shared/api/client';
import { useAuth } from '@/shared/api/session-store';
import { useLanguage } from '@/shared/i18n/use-language';
import { paymentFormStorage, VISITOR_LEGAL_DOCUMENT, type PaymentFormData } from '@/shared/payments/payment-state';
import { showError, showSuccess } from '@/shared/ui/dialogs';
import { cardPay } from '../api/card-pay';
import { confirmSavedCardNonce } from '../api/confirm-saved-card-nonce';
import { generateToken } from '../api/generate-token';
import { inquireBill } from '../api/inquire-bill';
import { setPaymentCard } from '../api/set-payment-card';
import { walletPay } from '../api/wallet-pay';
import { paymentLine, shownDue, totals } from './bill-totals';
import type { Contact } from './contact-step';
import type { InquiredBill, InquiryDraft, Selection, Step } from './flow-types';

/** Shows a refusal in the current language; a session timeout has already moved the customer on. */
function report(err: unknown): void {
  if (err instanceof ApiError && err.code !== ErrorCode.SessionTimeOut) void showError(err.text);
}

const resultText = (e: Envelope<unknown>) => ({ en: e.result.errorEDesc, ar: e.result.errorADesc });

/**
 * The one-time payment's steps and calls (spec 02 §4): inquiry → bill → method → wallet (mobile, code)
 * or card (the card page; or a saved card, its CVV and a code) → receipt.
 */
export function useOneTimeFlow(initialDraft: InquiryDraft, pointsCash: number) {
  const auth = useAuth();
  const signedIn = Boolean(auth && auth.custInfo.customerID > 0);
  const { lang } = useLanguage();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'inquiry' });
  const [draft, setDraft] = useState(initialDraft);
  const [bill, setBill] = useState<InquiredBill | null>(null);
  const [contact, setContact] = useState<Contact>({ email: auth?.custInfo.email ?? '', mobile: '' });
  // One payment request at a time: a second press of Verify or Pay is ignored (no double payment).
  const paying = useRef(false);
  const legalDocument = signedIn && auth ? auth.legalDocument : VISITOR_LEGAL_DOCUMENT;
  const mobileOnProfile = signedIn ? (auth?.custInfo.mobileNo ?? null) : null;

  async function once<T>(run: () => Promise<T>, fallback: T): Promise<T> {
    if (paying.current) return fallback;
    paying.current = true;
    try {
      return await run();
    } catch (err) {
      report(err);
      return fallback;
    } finally {
      paying.current = false;
    }
  }

  const inquire = async (next: InquiryDraft, selection: Selection) => {
    setDraft(next);
    let inquiry: InquiryResult;
    try {
      inquiry = await inquireBill({
        serviceType: selection.service.type,
        billerID: selection.biller.id,
        serviceID: selection.service.id,
        billingNo: next.billingNo,
        serviceCategory: selection.serviceCategory?.id ?? null,
        amount: next.amount ? Number(next.amount) : null,
      });
    } catch (err) {
      return report(err);
    }
    setBill({ selection, typedBillingNo: next.billingNo, inquiry, paidBaisa: shownDue({ inquiry }), usePoints: false });
    setStep({ name: 'bill' });
  };

  const toReceipt = (receipt: Receipt, envelope: Envelope<unknown>) => {
    void showSuccess(resultText(envelope));
    setStep({ name: 'receipt', receipt, at: new Date() });
  };

  /** A payment that ended without taking money: say why, and go back to the bill. */
  const ended = (envelope: Envelope<unknown>) => {
    void showError(resultText(envelope));
    setStep({ name: 'bill' });
  };

  const goToCardPage = (c: Contact) => {
    if (!bill) return;
    const { biller, service } = bill.selection;
    const data: PaymentFormData = {
      paymentInfo: paymentLine(bill),
      customerInfo: { email: c.email || null, mobileNo: mobileOnProfile ?? c.mobile },
      legalDocument,
      usePoints: bill.usePoints,
      summary: {
        biller: { en: biller.name, ar: biller.arabicName },
        service: { en: service.name, ar: service.arabicName },
        billingNo: bill.inquiry.billingNo,
        totalBaisa: totals(bill, pointsCash).total,
      },
    };
    paymentFormStorage.save(data);
    navigate(signedIn ? paths.paymentForms : paths.paymentForm, { state: { data } });
  };

  const requestWalletCode = (mobile: string) =>
    once(async () => {
      if (!bill) return;
      const envelope = await generateToken(mobile, paymentLine(bill));
      if (envelope.result.errorCode === ErrorCode.OtpRequired && envelope.details?.authenticate) {
        setStep({ name: 'walletCode', mobile, challenge: envelope.details.authenticate });
      } else {
        void showError(toApiError(envelope).text);
      }
    }, undefined);

  const verifyWallet = (mobile: string, utr: string) => (pin: string) =>
    once(async () => {
      if (!bill) return false;
      const envelope = await walletPay({ paymentInfo: paymentLine(bill), mobile, pin, utr, email: contact.email || null, lang, legalDocument });
      return settle(envelope);
    }, false);

  /** 0: the receipt; 2: the payment ended (reason shown); anything else: stay and let the code be retyped. */
  const settle = (envelope: Envelope<Receipt>) => {
    const code = envelope.result.errorCode;
    if (code === ErrorCode.Success && envelope.details) {
      toReceipt(envelope.details, envelope);
      return true;
    }
    if (code === ErrorCode.PaymentFailed) {
      ended(envelope);
      return true;
    }
    void showError(toApiError(envelope).text);
    return false;
  };

  const holdCardOrder = async (card: SavedCard, cvvNonce: string): Promise<boolean> => {
    if (!bill) return false;
    if (bill.usePoints && auth) {
      const envelope = await confirmSavedCardNonce({
        paymentInfo: paymentLine(bill),
        cardID: card.id,
        cvvNonce,
        customer: { customerID: auth.custInfo.customerID, mobile: auth.custInfo.mobileNo, email: auth.custInfo.email, lang },
        legalDocument,
      });
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
    }
    const envelope = await setPaymentCard(card.id, cvvNonce, paymentLine(bill), lang);
    const details = envelope.details;
    if (envelope.result.errorCode === ErrorCode.OtpRequired && details?.authenticate && details.postOrder) {
      setStep({ name: 'cardCode', card, cvvNonce, challenge: details.authenticate, order: details.postOrder.payObject });
      return true;
    }
    void showError(toApiError(envelope).text);
    return false;
  };

  const payWithCvv = (card: SavedCard) => (cvvNonce: string) => once(() => holdCardOrder(card, cvvNonce), false);

  /** Resend repeats the previous request (spec 02 §4): the order is held again and a new code sent. */
  const resendCardCode = (card: SavedCard, cvvNonce: string) => once(async () => void (await holdCardOrder(card, cvvNonce)), undefined);

  const verifyCard = (card: SavedCard, utr: string, order: { paymentId: string; orderId: string }) => (pin: string) =>
    once(async () => {
      if (!bill) return false;
      const envelope = await cardPay({
        paymentInfo: paymentLine(bill),
        cardID: card.id,
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
    setDraft(initialDraft);
    setStep({ name: 'inquiry' });
  };

  return {
    step,
    setStep,
    draft,
    bill,
    setBill,
    signedIn,
    auth,
    contact,
    mobileOnProfile,
    inquire,
    confirmBill: () => setStep({ name: 'method' }),
    chooseCard: () => setStep(signedIn ? { name: 'savedCards' } : { name: 'contact' }),
    chooseWallet: () => setStep({ name: 'walletMobile' }),
    otherCard: () => (auth?.custInfo.email ? goToCardPage({ email: auth.custInfo.email, mobile: '' }) : setStep({ name: 'contact' })),
    submitContact: (c: Contact) => {
      setContact(c);
      goToCardPage(c);
    },
    requestWalletCode,
    verifyWallet,
    payWithCvv,
    verifyCard,
    resendCardCode,
    restart,
    leave: () => navigate(signedIn ? paths.dashboard : paths.root),
  };
}
