import type { Bilingual, Receipt } from '@portal/contract';
import { ResultBanner } from '@/shared/payments/result-banner';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { printElement } from '@/shared/payments/print-element';
import { printInvoice } from '@/shared/payments/print-invoice';
import { ReceiptDetails } from '@/shared/payments/receipt-details';
import { PrimaryButton, SecondaryButton, StepActions } from '@/shared/payments/steps/step-frame';

interface ReceiptStepProps {
  receipt: Receipt;
  at: Date;
  message?: Bilingual | undefined;
  onDone: () => void;
  onPayAnother: () => void;
}

/** Step 8 (spec 02 §2): the receipt, Print (this receipt), the PDF invoice, and the ways on. */
export function ReceiptStep({ receipt, at, message, onDone, onPayAnother }: ReceiptStepProps) {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement>(null);
  const firstTrx = receipt.paymentInfo.find((l) => l.systemTrxID)?.systemTrxID ?? null;
  return (
    <>
      <ResultBanner message={message} status={receipt.status} />
      <ReceiptDetails receipt={receipt} transactionDate={at} showTitle={false} ref={content} />
      <StepActions>
        <PrimaryButton onClick={() => content.current && printElement(content.current, t('payment.receipt.title'))}>{t('payment.receipt.print')}</PrimaryButton>
        <SecondaryButton onClick={() => void printInvoice(firstTrx, receipt.paymentSessionId)}>{t('payment.receipt.download')}</SecondaryButton>
        <SecondaryButton onClick={onPayAnother}>{t('payment.oneTime.receipt.another')}</SecondaryButton>
        <SecondaryButton onClick={onDone}>{t('payment.oneTime.receipt.done')}</SecondaryButton>
      </StepActions>
    </>
  );
}
