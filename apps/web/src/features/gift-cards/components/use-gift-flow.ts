import type { ServiceCategory } from '@portal/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/shared/api/session-store';
import { type PaymentFormData, paymentFormStorage, useLinePayment, useStepsInHistory } from '@/payments';
import { inquireGiftCard } from '../api/inquire-gift-card';
import type { GiftCard } from './gift-catalog';
import { giftLine, giftTotal, type GiftBill, type GiftStep } from './gift-flow-types';

/**
 * The gift-card purchase (spec 02 §4 Gift card): denomination → inquiry → bill → (visitor: e-mail,
 * mobile) → method → card page, saved card with code, or wallet with code → receipt with the voucher.
 */
export function useGiftFlow(card: GiftCard) {
  const navigate = useNavigate();
  const [step, setStep] = useState<GiftStep>({ name: 'denominations' });
  useStepsInHistory(step, setStep, {
    start: { name: 'denominations' },
    isStart: (s) => s.name === 'denominations',
    isFinal: (s) => s.name === 'receipt',
  });
  const [bill, setBill] = useState<GiftBill | null>(null);
  const auth = useAuth();
  const [contact, setContact] = useState({ email: auth?.custInfo.email ?? '', mobile: '' });
  const pay = useLinePayment({ line: () => (bill ? giftLine(bill) : null), setStep, email: () => contact.email || null });
  const { signedIn, legalDocument, mobileOnProfile, once } = pay;
  const listing = signedIn ? paths.giftCards : paths.giftCardsPublic;

  const pick = (denomination: ServiceCategory) =>
    once(async () => {
      const inquiry = await inquireGiftCard({
        billerID: card.biller.id,
        serviceID: card.service.id,
        denominationId: denomination.id,
        price: denomination.price,
      });
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
    otherCard: () =>
      auth?.custInfo.email || contact.email
        ? goToCardPage(auth?.custInfo.email || contact.email, '')
        : setStep({ name: 'bill', prompt: 'email' }),
    requestWalletCode: pay.requestWalletCode,
    verifyWallet: pay.verifyWallet,
    payWithCvv: pay.payWithCvv,
    resendCardCode: pay.resendCardCode,
    verifyCard: pay.verifyCard,
    restart,
    back: () => navigate(listing),
  };
}
