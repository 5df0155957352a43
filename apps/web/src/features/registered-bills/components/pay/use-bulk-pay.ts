import { ErrorCode, MAX_BULK_BILLS, omrToBaisa, type Envelope, type Receipt, type RegisteredBill, type SavedCard } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError, toApiError } from '@/shared/api/client';
import { useAuth } from '@/shared/api/session-store';
import { useLanguage } from '@/shared/i18n/use-language';
import { paymentFormStorage, VISITOR_LEGAL_DOCUMENT, type BulkPaymentFormData } from '@/shared/payments/payment-state';
import { showError, showWarning } from '@/shared/ui/dialogs';
import { invalidateAfterPayment } from '@/shared/payments/after-payment';
import { useOnce } from '@/shared/payments/use-once';
import { i18n } from '@/shared/i18n';
import { bulkConfirmPaymentCard, bulkSetPaymentCard } from '../../api/bulk-card';
import { bulkInquire } from '../../api/bulk-inquire';
import { bulkConfirmPaymentWallet, bulkGenerateToken } from '../../api/bulk-wallet';
import { basketTotals, paidLines, paymentLines } from './basket';
import { isAnswered, type InquiredLine, type PayStep } from './pay-types';
import { useStepsInHistory } from '@/shared/payments/steps/steps-in-history';

/** Shows a refusal in the current language; a session timeout has already moved the customer on. */
function report(err: unknown): void {
  if (err instanceof ApiError && err.code !== ErrorCode.SessionTimeOut) void showError(err.text);
}

const resultText = (e: Envelope<unknown>) => ({ en: e.result.errorEDesc, ar: e.result.errorADesc });

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
  const queryClient = useQueryClient();
  const [step, setStep] = useState<PayStep>({ name: 'list' });
  useStepsInHistory(step, setStep, { start: { name: 'list' }, isStart: (s) => s.name === 'list', isFinal: (s) => s.name === 'receipt' });
  const [lines, setLines] = useState<InquiredLine[]>([]);
  const [usePoints, setUsePoints] = useState(false);
  const [inquiring, setInquiring] = useState(false);
  // The page is behind the sign-in guard; the visitor's document only keeps the types whole.
  const legalDocument = auth?.legalDocument ?? VISITOR_LEGAL_DOCUMENT;
  const mobileOnProfile = auth?.custInfo.mobileNo ?? null;
  const email = auth?.custInfo.email ?? null;

  const once = useOnce(report);

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
      report(err);
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

  const toReceipt = (receipt: Receipt, envelope: Envelope<unknown>) => {
    // The server's words on the receipt itself; a basket the biller partly refused says what came back.
    setStep({ name: 'receipt', receipt, message: resultText(envelope) });
    // What was paid shows at once in the points, the bills' dues and histories and the dashboard.
    invalidateAfterPayment(queryClient);
  };

  /** 0: the receipt; 2: the payment ended without money taken (reason shown); else stay and retype. */
  const settle = (envelope: Envelope<Receipt>): boolean | 'keep' => {
    const code = envelope.result.errorCode;
    if (code === ErrorCode.Success && envelope.details) {
      toReceipt(envelope.details, envelope);
      return true;
    }
    if (code === ErrorCode.PaymentFailed) {
      void showError(resultText(envelope));
      setStep({ name: 'summary' });
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
      const envelope = await bulkGenerateToken(mobile, paymentLines(lines));
      if (envelope.result.errorCode === ErrorCode.OtpRequired && envelope.details?.authenticate) {
        setStep({ name: 'walletCode', mobile, challenge: envelope.details.authenticate });
      } else {
        void showError(toApiError(envelope).text);
      }
    }, undefined);

  const verifyWallet = (mobile: string, utr: string) => (pin: string) =>
    once(
      async () => settle(await bulkConfirmPaymentWallet({ bills: paymentLines(lines), mobile, pin, utr, email, lang, legalDocument })),
      false as boolean | 'keep',
      'keep',
    );

  const holdCardOrder = async (card: SavedCard, cvvNonce: string): Promise<boolean> => {
    const envelope = await bulkSetPaymentCard({ cardID: card.id, cvvNonce, bills: paymentLines(lines), usePoints, lang });
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
    once(
      async () =>
        settle(
          await bulkConfirmPaymentCard({
            cardID: card.id,
            pin,
            utr,
            order,
            customer: { mobile: mobileOnProfile, email, lang },
            legalDocument,
          }),
        ),
      false as boolean | 'keep',
      'keep',
    );

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
    requestWalletCode,
    verifyWallet,
    payWithCvv,
    resendCardCode,
    verifyCard,
  };
}
