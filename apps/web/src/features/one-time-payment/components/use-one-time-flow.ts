import type { InquiryResult } from '@portal/contract';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { flowStorage, useAuth } from '@/shared/api/session-store';
import { type PaymentFormData, paymentFormStorage, useLinePayment, useStepsInHistory } from '@/payments';
import { confirmSavedCardNonce } from '../api/confirm-saved-card-nonce';
import { inquireBill } from '../api/inquire-bill';
import { paymentLine, shownDue, totals } from './bill-totals';
import type { Contact } from './contact-step';
import type { InquiredBill, InquiryDraft, Selection, Step } from './flow-types';

/** What the card page's Back comes back to (session storage): the flow as it was when the card page opened. */
export const ONE_TIME_RESUME_KEY = 'OneTimePaymentResume';
interface ResumeSnapshot {
  draft: InquiryDraft;
  bill: InquiredBill;
  contact: Contact;
}

/**
 * The one-time payment's steps and calls (spec 02 §4): inquiry → bill → method → wallet (mobile, code)
 * or card (the card page; or a saved card, its CVV and a code) → receipt.
 */
export function useOneTimeFlow(initialDraft: InquiryDraft, pointsCash: number) {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // Back from the card page: the bill and the contact details as they were, on the step before it (issue 35).
  const [resumed] = useState(() =>
    (location.state as { resume?: boolean } | null)?.resume ? flowStorage.get<ResumeSnapshot>(ONE_TIME_RESUME_KEY) : null,
  );
  const [step, setStep] = useState<Step>(resumed ? (auth ? { name: 'method' } : { name: 'contact' }) : { name: 'inquiry' });
  useStepsInHistory(step, setStep, {
    start: { name: 'inquiry' },
    isStart: (s) => s.name === 'inquiry',
    isFinal: (s) => s.name === 'receipt',
  });
  const [draft, setDraft] = useState(resumed?.draft ?? initialDraft);
  const [bill, setBill] = useState<InquiredBill | null>(resumed?.bill ?? null);
  const [contact, setContact] = useState<Contact>(resumed?.contact ?? { email: auth?.custInfo.email ?? '', mobile: '' });
  const pay = useLinePayment({
    line: () => (bill ? paymentLine(bill) : null),
    setStep,
    email: () => contact.email || null,
    // Only the gateway's road takes points, so a saved card paid partly with points opens its page.
    cardPage: (card, cvvNonce, { lang, legalDocument }) =>
      bill?.usePoints && auth
        ? confirmSavedCardNonce({
            paymentInfo: paymentLine(bill),
            cardID: card.id,
            cvvNonce,
            customer: { customerID: auth.custInfo.customerID, mobile: auth.custInfo.mobileNo, email: auth.custInfo.email, lang },
            legalDocument,
          })
        : null,
  });
  const { signedIn, legalDocument, mobileOnProfile, report } = pay;

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
    flowStorage.set(ONE_TIME_RESUME_KEY, { draft, bill, contact: c } satisfies ResumeSnapshot);
    navigate(signedIn ? paths.paymentForms : paths.paymentForm, { state: { data } });
  };

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
    payWithCvv: pay.payWithCvv,
    verifyCard: pay.verifyCard,
    resendCardCode: pay.resendCardCode,
    restart,
    leave: () => navigate(signedIn ? paths.dashboard : paths.root),
  };
}
