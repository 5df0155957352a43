import { ErrorCode, type InquiryResult, type SavedCard } from '@portal/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { toApiError } from '@/shared/api/client';
import { useAuth } from '@/shared/api/session-store';
import { paymentFormStorage, type PaymentFormData } from '@/shared/payments/payment-state';
import { useLinePayment } from '@/shared/payments/use-line-payment';
import { showError } from '@/shared/ui/dialogs';
import { confirmSavedCardNonce } from '../api/confirm-saved-card-nonce';
import { inquireBill } from '../api/inquire-bill';
import { paymentLine, shownDue, totals } from './bill-totals';
import type { Contact } from './contact-step';
import type { InquiredBill, InquiryDraft, Selection, Step } from './flow-types';
import { useStepsInHistory } from '@/shared/payments/steps/steps-in-history';

/**
 * The one-time payment's steps and calls (spec 02 §4): inquiry → bill → method → wallet (mobile, code)
 * or card (the card page; or a saved card, its CVV and a code) → receipt.
 */
export function useOneTimeFlow(initialDraft: InquiryDraft, pointsCash: number) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'inquiry' });
  useStepsInHistory(step, setStep, {
    start: { name: 'inquiry' },
    isStart: (s) => s.name === 'inquiry',
    isFinal: (s) => s.name === 'receipt',
  });
  const [draft, setDraft] = useState(initialDraft);
  const [bill, setBill] = useState<InquiredBill | null>(null);
  const [contact, setContact] = useState<Contact>({ email: auth?.custInfo.email ?? '', mobile: '' });
  const pay = useLinePayment({ line: () => (bill ? paymentLine(bill) : null), setStep, email: () => contact.email || null });
  const { signedIn, lang, legalDocument, mobileOnProfile, once, report, ended } = pay;

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
    return pay.holdCardOrder(card, cvvNonce);
  };

  const payWithCvv = (card: SavedCard) => (cvvNonce: string) => once(() => holdCardOrder(card, cvvNonce), false);

  /** Resend repeats the previous request (spec 02 §4): the order is held again and a new code sent. */
  const resendCardCode = (card: SavedCard, cvvNonce: string) => once(async () => void (await holdCardOrder(card, cvvNonce)), undefined);

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
    requestWalletCode: pay.requestWalletCode,
    verifyWallet: pay.verifyWallet,
    payWithCvv,
    verifyCard: pay.verifyCard,
    resendCardCode,
    restart,
    leave: () => navigate(signedIn ? paths.dashboard : paths.root),
  };
}
