import { MAX_BULK_BILLS, omrToBaisa, type RegisteredBill } from '@portal/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/shared/api/session-store';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { type BulkPaymentFormData, paymentFormStorage, usePaymentRoads, useStepsInHistory, VISITOR_LEGAL_DOCUMENT } from '@/payments';
import { showWarning } from '@/shared/ui/dialogs';
import { bulkConfirmPaymentCard, bulkSetPaymentCard } from '../../api/bulk-card';
import { bulkInquire } from '../../api/bulk-inquire';
import { bulkConfirmPaymentWallet, bulkGenerateToken } from '../../api/bulk-wallet';
import { basketTotals, paidLines, paymentLines } from './basket';
import { isAnswered, type InquiredLine, type PayStep } from './pay-types';

/**
 * The registered-bills payment (spec 02 §4): list → inquiry → result → summary → wallet (mobile,
 * code) or card (saved card, its CVV and a code; or the card page) → receipt. One basket of up to
 * three bills, paid as one payment (decision 007).
 */
export function useBulkPay(pointsCash: number) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const auth = useAuth();
  const navigate = useNavigate();
  const [step, setStep] = useState<PayStep>({ name: 'list' });
  useStepsInHistory(step, setStep, { start: { name: 'list' }, isStart: (s) => s.name === 'list', isFinal: (s) => s.name === 'receipt' });
  const [lines, setLines] = useState<InquiredLine[]>([]);
  const [usePoints, setUsePoints] = useState(false);
  const [inquiring, setInquiring] = useState(false);
  // The page is behind the sign-in guard; the visitor's document only keeps the types whole.
  const legalDocument = auth?.legalDocument ?? VISITOR_LEGAL_DOCUMENT;
  const mobileOnProfile = auth?.custInfo.mobileNo ?? null;
  const email = auth?.custInfo.email ?? null;

  const roads = usePaymentRoads({
    calls: {
      generateToken: (mobile) => bulkGenerateToken(mobile, paymentLines(lines)),
      walletPay: (mobile, pin, utr) =>
        bulkConfirmPaymentWallet({ bills: paymentLines(lines), mobile, pin, utr, email, lang, legalDocument }),
      setPaymentCard: (card, cvvNonce) => bulkSetPaymentCard({ cardID: card.id, cvvNonce, bills: paymentLines(lines), usePoints, lang }),
      cardPay: (card, pin, utr, order) =>
        bulkConfirmPaymentCard({ cardID: card.id, pin, utr, order, customer: { mobile: mobileOnProfile, email, lang }, legalDocument }),
    },
    toCodeStep: setStep,
    // The server's words on the receipt itself; a basket the biller partly refused says what came back.
    toReceipt: (receipt, message) => setStep({ name: 'receipt', receipt, message }),
    onEnded: () => setStep({ name: 'summary' }),
  });

  const inquire = async (bills: RegisteredBill[], amounts: Record<number, number>) => {
    if (bills.length === 0) return void showWarning(t('registeredBills.pay.selectFirst'));
    if (bills.length > MAX_BULK_BILLS) return void showWarning(t('registeredBills.list.maxThree'));
    setInquiring(true);
    try {
      const items = await bulkInquire(bills, amounts);
      setLines(
        items.map((item, i) => ({
          bill: bills[i]!,
          item,
          paidBaisa: isAnswered(item) ? omrToBaisa(item.paidAmount) : 0,
          selected: isAnswered(item),
        })),
      );
      setUsePoints(false);
      setStep({ name: 'results' });
    } catch (err) {
      roads.report(err);
    } finally {
      setInquiring(false);
    }
  };

  const payChosen = () => {
    const totals = basketTotals(lines, false, 0);
    if (paidLines(lines).length === 0 || totals.gross <= 0) return void showWarning(t('registeredBills.pay.moreThanZero'));
    setStep({ name: 'summary' });
  };

  const backToList = () => {
    setLines([]);
    setStep({ name: 'list' });
  };

  /** Other card: the card page with the basket (isbulk); the gateway brings the customer to the result page. */
  const otherCard = () => {
    const chosen = paidLines(lines);
    const data: BulkPaymentFormData = {
      isbulk: true,
      bills: paymentLines(lines),
      customerInfo: { email, mobileNo: mobileOnProfile },
      legalDocument,
      usePoints,
      summary: {
        lines: chosen.map(({ bill }) => ({
          biller: { en: bill.biller.ename, ar: bill.biller.aname },
          service: { en: bill.service.ename, ar: bill.service.aname },
          billingNo: bill.billingNo,
        })),
        totalBaisa: basketTotals(lines, usePoints, pointsCash).total,
      },
    };
    paymentFormStorage.save(data);
    navigate(paths.paymentForms, { state: { data } });
  };

  return {
    step,
    setStep,
    lines,
    setLines,
    usePoints,
    setUsePoints,
    inquiring,
    mobileOnProfile,
    inquire,
    payChosen,
    backToList,
    confirmSummary: () => setStep({ name: 'method' }),
    chooseCard: () => setStep({ name: 'savedCards' }),
    chooseWallet: () => setStep({ name: 'walletMobile' }),
    otherCard,
    requestWalletCode: roads.requestWalletCode,
    verifyWallet: roads.verifyWallet,
    payWithCvv: roads.payWithCvv,
    resendCardCode: roads.resendCardCode,
    verifyCard: roads.verifyCard,
  };
}
